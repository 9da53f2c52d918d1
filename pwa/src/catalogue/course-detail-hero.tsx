import { ArrowLeft, Clock, Globe, PlayCircle, UserRound, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '@academy/shared';
import { IconLink } from '../ui/icon-link.tsx';
import { MetaList } from '../ui/meta-list.tsx';
import { CourseHeroHeading, CourseThumbnail } from '../courses/index.ts';
import { CoursePriceCard, type PriceCardProps } from './course-price-card.tsx';
import { CourseRatingSummary } from '../ratings/index.ts';

/**
 * The dark top of /course/{id} (spec 000 §2 Course detail): back to the catalogue, the
 * `CourseHeroHeading` (category and level, title, description), instructor and the course's facts;
 * on the right the thumbnail over the price card, which gets the hero's props.
 */
export function CourseDetailHero(offer: PriceCardProps) {
  const { t } = useTranslation('catalogue');
  const { course } = offer;
  return (
    <section className="bg-gradient-to-br from-slate-900 via-brand-900 to-brand-800 text-white">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 sm:px-6 lg:grid-cols-[1fr_22rem] lg:py-12">
        <div className="min-w-0">
          <IconLink
            to="/courses"
            icon={ArrowLeft}
            className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-100 hover:text-white"
          >
            {t('detail.back')}
          </IconLink>
          <CourseHeroHeading course={course} clampDescription className="mt-4" />
          <p className="mt-4 flex items-center gap-2 text-sm text-slate-200">
            <UserRound className="h-4 w-4" aria-hidden />
            {t('detail.by', { name: course.instructor })}
          </p>
          <CourseRatingSummary rating={course.rating} tone="dark" className="mt-3" />
          <MetaList
            tone="onDark"
            className="mt-4"
            items={[
              { icon: Users, text: t('card.students', { count: course.totalEnrollments }) },
              { icon: PlayCircle, text: t('card.lessons', { count: course.videoCount }) },
              { icon: Clock, text: formatDuration(course.totalDuration) },
              { icon: Globe, text: t(`detail.languages.${course.language}`) },
            ]}
          />
        </div>
        <div className="lg:row-span-2">
          <div className="overflow-hidden rounded-2xl bg-white text-slate-900 shadow-xl">
            <CourseThumbnail src={course.thumbnailURL} eager />
            <CoursePriceCard {...offer} />
          </div>
        </div>
      </div>
    </section>
  );
}
