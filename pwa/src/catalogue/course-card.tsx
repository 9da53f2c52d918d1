import { BookOpen, CheckCircle2, Clock, PlayCircle, UserRound, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDuration, isFree, type CourseSummary } from '@academy/shared';
import { categoryLabel, levelLabel, priceLabel, CourseThumbnail } from '../courses/index.ts';
import { CourseRatingSummary } from '../ratings/index.ts';

const TAGS_SHOWN = 3;

/**
 * A course in the catalogue and the featured list (spec 000 §2): thumbnail (the card size, lazily),
 * title, description, price, duration (sum of the lessons), students, lessons, instructor and the first
 * three tags with "+N more", and its stars (issue 25 §3). The whole card opens the course page.
 */
export function CourseCard({ course }: { course: CourseSummary }) {
  const { t } = useTranslation('catalogue');
  const extraTags = course.tags.length - TAGS_SHOWN;
  return (
    <article
      data-testid="course-card"
      data-course-id={course._id}
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md focus-within:ring-2 focus-within:ring-brand-500"
    >
      <CourseThumbnail src={course.thumbnailSmallURL ?? course.thumbnailURL}>
        <span
          className={`absolute top-2 right-2 rounded-full px-2.5 py-1 text-sm font-bold shadow ${
            isFree(course.price) ? 'bg-green-700 text-white' : 'bg-white/95 text-slate-900'
          }`}
          data-testid="course-price"
        >
          {priceLabel(t, course.price)}
        </span>
        {course.userHasPurchased && (
          <span className="absolute top-2 left-2 inline-flex items-center gap-1 rounded-full bg-brand-600 px-2.5 py-1 text-xs font-semibold text-white shadow">
            <CheckCircle2 className="h-3.5 w-3.5" aria-hidden />
            {t('card.purchased')}
          </span>
        )}
      </CourseThumbnail>
      <div className="flex flex-1 flex-col p-4">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs font-semibold text-brand-700">
          <span>{categoryLabel(t, course.category)}</span>
          <span aria-hidden className="text-slate-300">
            •
          </span>
          <span className="text-slate-500">{levelLabel(t, course.level)}</span>
        </p>
        <h3 className="mt-1.5 line-clamp-2 text-base leading-snug font-semibold text-slate-900">
          {/* The link's box covers the card, so the whole card is one tap target. */}
          <Link
            to={`/course/${course._id}`}
            className="after:absolute after:inset-0 after:content-[''] focus:outline-none"
          >
            {course.title}
          </Link>
        </h3>
        <CourseRatingSummary rating={course.rating} className="mt-1.5 min-h-5" />
        <p className="mt-1.5 line-clamp-2 text-sm leading-relaxed text-slate-600">
          {course.description}
        </p>
        {/* Spec 000 §2: the card shows the course's id, to quote to support. */}
        <p className="mt-1 truncate font-mono text-xs text-slate-600" data-testid="course-id">
          {t('card.id', { id: course._id })}
        </p>
        <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-1.5 text-xs text-slate-600">
          <Fact icon={Clock} label={t('card.duration')}>
            {formatDuration(course.totalDuration)}
          </Fact>
          <Fact icon={PlayCircle} label={t('card.lessonsLabel')}>
            {t('card.lessons', { count: course.videoCount })}
          </Fact>
          <Fact icon={Users} label={t('card.studentsLabel')}>
            {t('card.students', { count: course.totalEnrollments })}
          </Fact>
          <Fact icon={UserRound} label={t('card.instructor')}>
            <span className="truncate">{course.instructor}</span>
          </Fact>
        </dl>
        {course.tags.length > 0 && (
          <ul className="mt-3 flex flex-wrap gap-1.5" aria-label={t('card.tags')}>
            {course.tags.slice(0, TAGS_SHOWN).map((tag) => (
              <li
                key={tag}
                className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700"
              >
                {tag}
              </li>
            ))}
            {extraTags > 0 && (
              <li className="rounded-full px-1 py-0.5 text-xs font-medium text-slate-500">
                {t('card.moreTags', { count: extraTags })}
              </li>
            )}
          </ul>
        )}
        <p className="mt-auto flex items-center gap-1 pt-4 text-sm font-semibold text-brand-700 group-hover:underline">
          <BookOpen className="h-4 w-4" aria-hidden />
          {t('card.view')}
        </p>
      </div>
    </article>
  );
}

function Fact({
  icon: Icon,
  label,
  children,
}: {
  icon: typeof Clock;
  label: string;
  children: React.ReactNode;
}) {
  return (
    <div className="flex min-w-0 items-center gap-1.5">
      <dt className="shrink-0">
        <Icon className="h-3.5 w-3.5 text-slate-400" aria-hidden />
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="flex min-w-0">{children}</dd>
    </div>
  );
}

/** A grey card of the same shape, shown six times while the list loads (spec 000 §2). */
export function CourseCardSkeleton() {
  return (
    <div
      aria-hidden
      data-testid="course-card-skeleton"
      className="flex h-full animate-pulse flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white"
    >
      <div className="aspect-video bg-slate-200" />
      <div className="space-y-3 p-4">
        <div className="h-3 w-1/3 rounded bg-slate-200" />
        <div className="h-4 w-5/6 rounded bg-slate-200" />
        <div className="h-3 w-full rounded bg-slate-100" />
        <div className="h-3 w-2/3 rounded bg-slate-100" />
        <div className="grid grid-cols-2 gap-2 pt-1">
          {/* One line for each of the four facts. */}
          {Array.from({ length: 4 }, (_, fact) => (
            <div key={fact} className="h-3 rounded bg-slate-100" />
          ))}
        </div>
      </div>
    </div>
  );
}
