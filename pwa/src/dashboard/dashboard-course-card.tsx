import { Clock, PlayCircle, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  cardAction,
  cardStatus,
  formatDuration,
  isDashboardComplete,
  type DashboardCourse,
} from '@academy/shared';
import { CourseThumbnail } from '../courses/index.ts';
import { ButtonLink } from '../ui/button-link.tsx';
import { ProgressBar } from '../ui/progress-bar.tsx';
import { DashboardCertificateSlot } from './dashboard-certificate-slot.tsx';

/**
 * A course on the dashboard (spec 000 §2 Dashboard): thumbnail, title, progress bar, lessons done,
 * duration, status line, the start / continue / review button (to the lesson the server picked:
 * the unfinished one last watched, else the first not complete), the details link to /my-course, and
 * the certificate actions' slot.
 */
export function DashboardCourseCard({ course }: { course: DashboardCourse }) {
  const { t } = useTranslation('dashboard');
  const progress = Math.round(course.progress);
  const action = cardAction(course);
  const watchPath = course.nextVideoId
    ? `/course/${course._id}/watch/${course.nextVideoId}`
    : `/my-course/${course._id}`;
  const ActionIcon = action === 'review' ? RotateCcw : PlayCircle;
  return (
    <article
      className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
      data-testid="dashboard-course"
      data-course-id={course._id}
    >
      <Link to={`/my-course/${course._id}`} tabIndex={-1} aria-hidden>
        <CourseThumbnail src={course.thumbnail} />
      </Link>
      <div className="flex flex-1 flex-col p-4">
        <h3 className="line-clamp-2 font-semibold text-slate-900">{course.title}</h3>
        <div className="mt-3">
          <div className="flex justify-between gap-2 text-xs text-slate-600">
            <span data-testid="card-lessons">
              {t('card.lessons', { done: course.completedLessons, total: course.totalLessons })}
            </span>
            <span className="inline-flex items-center gap-1">
              <Clock className="h-3.5 w-3.5" aria-hidden />
              <span className="sr-only">{t('card.duration')}</span>
              {formatDuration(course.duration)}
            </span>
            <span className="font-semibold text-slate-800" data-testid="card-progress">
              {progress}%
            </span>
          </div>
          <ProgressBar
            percent={progress}
            label={t('card.progress_label', { title: course.title })}
            track="pale"
            fill={isDashboardComplete(course) ? 'green' : 'accent'}
            className="mt-1"
          />
        </div>
        <p className="mt-3 text-sm text-slate-600" data-testid="card-status">
          {t(`card.status_${cardStatus(course)}`)}
        </p>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-4">
          <ButtonLink to={watchPath} size="sm" icon={ActionIcon} data-testid="card-action">
            {t(`card.${action}`)}
          </ButtonLink>
          <Link
            to={`/my-course/${course._id}`}
            className="text-sm font-semibold text-accent-700 hover:underline"
            data-testid="card-details"
          >
            {t('card.details')}
          </Link>
        </div>
        <DashboardCertificateSlot course={course} />
      </div>
    </article>
  );
}
