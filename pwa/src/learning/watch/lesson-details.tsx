import type { CourseVideoItem } from '@academy/shared';
import { formatDuration } from '@academy/shared';
import { PartyPopper } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Under the player: which lesson this is, its title and description, and the course-done note. */
export function LessonDetails(props: {
  lesson: CourseVideoItem;
  number: number;
  total: number;
  courseDone: boolean;
  coursePath: string;
}) {
  const { t } = useTranslation('watch');
  const { lesson } = props;
  return (
    <section className="space-y-3">
      {props.courseDone && (
        <div
          role="status"
          data-testid="course-done"
          className="flex items-start gap-3 rounded-xl bg-green-50 p-4 text-green-900 ring-1 ring-green-200"
        >
          <PartyPopper className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />
          <div>
            <p className="font-semibold">{t('end.courseDone')}</p>
            <p className="text-sm">{t('end.courseDoneBody')}</p>
            <Link
              to={props.coursePath}
              className="mt-2 inline-block text-sm font-semibold underline"
            >
              {t('end.review')}
            </Link>
          </div>
        </div>
      )}
      <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
        <p className="text-sm text-slate-500">
          {t('lessonOf', { number: props.number, total: props.total })} ·{' '}
          <span className="tabular-nums">{formatDuration(lesson.duration)}</span>
        </p>
        <h1
          className="mt-1 text-lg font-bold break-words text-slate-900 sm:text-2xl"
          data-testid="lesson-title"
        >
          {lesson.title}
        </h1>
        {lesson.description && (
          <p className="mt-2 text-sm break-words whitespace-pre-line text-slate-700">
            {lesson.description}
          </p>
        )}
      </div>
    </section>
  );
}
