import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../ui/use-page-title.ts';
import { FeaturedCoursesSlot } from './featured-courses-slot.tsx';
import { HeroCarousel } from './hero-carousel.tsx';
import { HomeSections } from './home-sections.tsx';

/** Spec 000 §2 Home: hero, featured courses, benefits, FAQ, testimonials, call to action. */
export default function HomePage() {
  // Loads the namespace before the first paint of any section (Suspense above shows the spinner).
  useTranslation('home');
  usePageTitle(null);
  return (
    <>
      <HeroCarousel />
      <FeaturedCoursesSlot />
      <HomeSections />
    </>
  );
}
