import { BookOpen, PlayCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isDashboardComplete, type DashboardCourse } from './dashboard-rules.ts';

/**
 * A course on the dashboard: thumbnail, title, progress bar, lessons done, status line and the
 * start/continue/review button. The learning issue adds duration, certificate actions and the watch
 * link; the status rules (spec 000 §4 Completion) are already the spec's.
 */
export function DashboardCourseCard({ course }: { course: DashboardCourse }) {
  const { t } = useTranslation('dashboard');
  const progress = Math.round(course.progress);
  // The card's own rule: complete when marked so or at 100 % (the tiles count 90 % and up).
  const complete = Boolean(course.isCompleted) || progress >= 100;
  const status = complete
    ? t('card.status_completed')
    : progress >= 50
      ? t('card.status_great')
      : progress > 0
        ? t('card.status_keep_going')
        : t('card.status_ready');
  const action = complete ? t('card.review') : progress > 0 ? t('card.continue') : t('card.start');
  return (
    <article className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div className="aspect-video bg-slate-100">
        {course.thumbnail ? (
          <img
            src={course.thumbnail}
            alt=""
            className="h-full w-full object-cover"
            loading="lazy"
          />
        ) : (
          <div className="flex h-full items-center justify-center text-slate-400">
            <BookOpen className="h-10 w-10" aria-hidden />
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col p-4">
        <h3 className="line-clamp-2 font-semibold text-slate-900">{course.title}</h3>
        <div className="mt-3">
          <div className="flex justify-between text-xs text-slate-600">
            <span>
              {t('card.lessons', { done: course.completedLessons, total: course.totalLessons })}
            </span>
            <span>{progress}%</span>
          </div>
          <div
            className="mt-1 h-2 overflow-hidden rounded-full bg-slate-100"
            role="progressbar"
            aria-valuenow={progress}
            aria-valuemin={0}
            aria-valuemax={100}
          >
            <div
              className={`h-full rounded-full ${isDashboardComplete(course) ? 'bg-green-500' : 'bg-brand-600'}`}
              style={{ width: `${progress}%` }}
            />
          </div>
        </div>
        <p className="mt-3 text-sm text-slate-600">{status}</p>
        <div className="mt-auto flex items-center justify-between gap-2 pt-4">
          <Link
            to={`/my-course/${course._id}`}
            className="inline-flex items-center gap-1.5 rounded-lg bg-brand-600 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-700"
          >
            <PlayCircle className="h-4 w-4" aria-hidden />
            {action}
          </Link>
          <Link
            to={`/my-course/${course._id}`}
            className="text-sm font-semibold text-brand-700 hover:underline"
          >
            {t('card.details')}
          </Link>
        </div>
      </div>
    </article>
  );
}
