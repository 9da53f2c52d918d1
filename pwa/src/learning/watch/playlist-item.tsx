import type { CourseVideoItem } from '@academy/shared';
import { formatDuration } from '@academy/shared';
import { CheckCircle2, Lock, PlayCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LessonSize } from '../../media/index.ts';
import { ProgressBar } from '../../ui/progress-bar.tsx';
import type { LessonProgressView } from './watch-api.ts';

/**
 * One lesson in the playlist (spec 000 §2 Watch page): its number; a lock when locked, a check when
 * completed, a play icon when current; the title; 'Free' for an open free preview; the duration; and
 * its own completion bar once above 0. A locked lesson is shown as such but still answers a click, so
 * the page can explain why it cannot be played (spec 000 §4 Video).
 */
export function PlaylistItem(props: {
  lesson: CourseVideoItem;
  number: number;
  current: boolean;
  progress: LessonProgressView | undefined;
  onChoose: (lesson: CourseVideoItem) => void;
}) {
  const { t } = useTranslation('watch');
  const { lesson, current, progress } = props;
  const percent = progress?.completionPercentage ?? 0;
  const completed = !!progress?.isCompleted;
  const icon = lesson.isLocked ? (
    <Lock className="h-4 w-4 text-slate-400" aria-label={t('playlist.locked')} />
  ) : completed ? (
    <CheckCircle2 className="h-4 w-4 text-green-600" aria-label={t('playlist.done')} />
  ) : current ? (
    <PlayCircle className="h-4 w-4 text-red-700" aria-label={t('playlist.current')} />
  ) : null;
  return (
    <li>
      <button
        type="button"
        aria-current={current ? 'true' : undefined}
        aria-disabled={lesson.isLocked || undefined}
        data-testid="playlist-lesson"
        data-locked={lesson.isLocked ? 'true' : 'false'}
        data-completed={completed ? 'true' : 'false'}
        onClick={() => props.onChoose(lesson)}
        className={`flex w-full items-start gap-3 rounded-lg p-2 text-left ${
          current ? 'bg-red-50 ring-1 ring-red-200' : 'hover:bg-slate-50'
        } ${lesson.isLocked ? 'cursor-not-allowed opacity-70' : ''}`}
      >
        <span
          className={`flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-xs font-semibold tabular-nums ${
            current ? 'bg-red-700 text-white' : 'bg-slate-100 text-slate-700'
          }`}
        >
          {props.number}
        </span>
        <span className="min-w-0 flex-1">
          <span className="flex items-center gap-1.5">
            {icon}
            <span className="min-w-0 flex-1 truncate text-sm font-medium text-slate-900">
              {lesson.title}
            </span>
          </span>
          <span className="mt-0.5 flex items-center gap-2 text-xs text-slate-600">
            <span className="tabular-nums">{formatDuration(lesson.duration)}</span>
            <LessonSize sizes={lesson.sizes} />
            {lesson.isFreePreview && !lesson.isLocked && (
              <span className="rounded-full bg-green-100 px-2 py-0.5 font-semibold text-green-800">
                {t('playlist.free')}
              </span>
            )}
          </span>
          {percent > 0 && (
            <ProgressBar
              percent={percent}
              label={t('playlist.lessonProgress', { percent })}
              size="xs"
              fill={completed ? 'green' : 'red'}
              className="mt-1.5"
            />
          )}
        </span>
      </button>
    </li>
  );
}
