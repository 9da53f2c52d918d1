import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CourseDetail } from '@academy/shared';
import { Badge } from '../ui/badge.tsx';
import { categoryLabel, levelLabel } from './course-labels.ts';

/**
 * The words at the top of a course's dark hero (public page and learner page): the category and
 * level badges with any `badges` after them, the title as the page's h1, and the description, cut
 * to four lines when the page shows it in full further down (`clampDescription`).
 */
export function CourseHeroHeading({
  course,
  badges,
  clampDescription = false,
  className = '',
}: {
  course: Pick<CourseDetail, 'title' | 'description' | 'category' | 'level'>;
  badges?: ReactNode;
  clampDescription?: boolean;
  /** Places it (its top margin). */
  className?: string;
}) {
  const { t } = useTranslation('catalogue');
  return (
    <div className={className}>
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="blue">{categoryLabel(t, course.category)}</Badge>
        <Badge tone="yellow">{levelLabel(t, course.level)}</Badge>
        {badges}
      </div>
      <h1 className="mt-3 text-2xl leading-tight font-bold break-words sm:text-4xl">
        {course.title}
      </h1>
      <p
        className={`mt-3 max-w-3xl leading-relaxed text-slate-200 ${clampDescription ? 'line-clamp-4' : 'whitespace-pre-line'}`}
      >
        {course.description}
      </p>
    </div>
  );
}
