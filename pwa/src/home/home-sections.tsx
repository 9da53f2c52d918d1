import {
  CallToActionBanner,
  FaqAccordion,
  faqItems,
  IconCardGrid,
  InfoSection,
} from '../info/index.ts';
import { GraduationCap, Quote, Star, Target, TrendingUp, Zap, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const BENEFITS: ReadonlyArray<[string, LucideIcon, string]> = [
  ['targeted', Target, 'bg-blue-50 text-blue-600'],
  ['expert', GraduationCap, 'bg-violet-50 text-violet-600'],
  ['actionable', Zap, 'bg-amber-50 text-amber-600'],
  ['proven', TrendingUp, 'bg-emerald-50 text-emerald-600'],
];
const FAQ_IDS = ['get-started', 'final-purchases', 'mobile'] as const;
const TESTIMONIALS = ['helen', 'daniel', 'ruth'] as const;

/**
 * Below the first screen: the browser skips their style, layout and paint until they come near the
 * screen (content-visibility), instead of redoing them with every web font that swaps in while the page
 * loads (each a full layout of the page, 100–300 ms at 4× slowdown; Lighthouse mobile, issue 26). Until
 * then the block keeps the height it has at each width (measured: 360 px 3,000–3,100, 768 px 1,960,
 * 1,024 px and up 1,660–1,740), so the scroll bar hardly moves; nothing above it ever moves.
 */
const OFFSCREEN =
  '[content-visibility:auto] [contain-intrinsic-size:auto_3000px] sm:[contain-intrinsic-size:auto_1950px] lg:[contain-intrinsic-size:auto_1700px]';

/**
 * The home page under the featured courses (spec 000 §2 Home): benefits, questions, testimonials and
 * the call to action, each a band like the about page's.
 */
export function HomeSections() {
  const { t } = useTranslation('home');
  return (
    <div className={OFFSCREEN}>
      <InfoSection id="benefits" title={t('benefits.title')} subtitle={t('benefits.subtitle')}>
        <IconCardGrid
          cards={BENEFITS.map(([id, icon, tone]) => ({
            id,
            icon,
            tone,
            title: t(`benefits.items.${id}.title`),
            text: t(`benefits.items.${id}.text`),
          }))}
        />
      </InfoSection>

      <InfoSection id="home-faq" title={t('faq.title')} width="max-w-3xl" tinted>
        <div className="mt-8">
          <FaqAccordion items={faqItems(t, FAQ_IDS)} />
        </div>
        <p className="mt-6 text-center">
          <Link to="/help-center" className="font-semibold text-brand-700 hover:underline">
            {t('faq.more')} →
          </Link>
        </p>
      </InfoSection>

      <InfoSection id="testimonials" title={t('testimonials.title')}>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {TESTIMONIALS.map((id) => (
            <li key={id} className="flex">
              <Testimonial id={id} />
            </li>
          ))}
        </ul>
      </InfoSection>

      <CallToActionBanner
        className="pb-16"
        title={t('cta.title')}
        text={t('cta.text')}
        primary={{ to: '/courses', label: t('cta.primary') }}
        secondary={{ to: '/register', label: t('cta.secondary') }}
      />
    </div>
  );
}

/** One learner's words: the quote, five stars, and who said it on which course. */
function Testimonial({ id }: { id: (typeof TESTIMONIALS)[number] }) {
  const { t } = useTranslation('home');
  const name = t(`testimonials.items.${id}.name`);
  return (
    <figure className="flex flex-1 flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex items-center justify-between">
        <Quote aria-hidden="true" className="h-8 w-8 text-brand-100" />
        <span className="flex gap-0.5" role="img" aria-label={t('testimonials.rating')}>
          {Array.from({ length: 5 }, (_, star) => (
            <Star key={star} aria-hidden="true" className="h-4 w-4 fill-amber-400 text-amber-400" />
          ))}
        </span>
      </div>
      <blockquote className="mt-4 flex-1 leading-relaxed text-slate-700">
        <p>{t(`testimonials.items.${id}.quote`)}</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-3">
        <span
          aria-hidden="true"
          className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-700"
        >
          {name.charAt(0)}
        </span>
        <span>
          <span className="block font-semibold text-slate-900">{name}</span>
          <span className="block text-sm text-slate-500">
            {t(`testimonials.items.${id}.course`)}
          </span>
        </span>
      </figcaption>
    </figure>
  );
}
