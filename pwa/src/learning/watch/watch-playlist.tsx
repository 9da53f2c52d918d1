import type { CourseVideoItem } from '@academy/shared';
import { ListVideo, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CourseSize } from '../../media/index.ts';
import { ProgressBar } from '../../ui/progress-bar.tsx';
import { PlaylistItem } from './playlist-item.tsx';
import type { CourseProgressView } from './watch-api.ts';

export interface PlaylistProps {
  lessons: CourseVideoItem[];
  currentId: string | null;
  /** Null for visitors (no progress to show). */
  progress: CourseProgressView | undefined;
  /**
   * A learner's progress is on its way. The lessons wait for it: the header lines and the lesson bars
   * it brings would move them down under a click already aimed (a click on a locked lesson landed on
   * the one above it, which showed no notice and never went to checkout).
   */
  progressLoading?: boolean;
  onChoose: (lesson: CourseVideoItem) => void;
  /** Shown in the drawer: closes it. */
  onClose?: () => void;
}

/**
 * The playlist panel, "Course Content" (spec 000 §2): 'X/Y completed', 'N% done', a progress bar,
 * then the lessons. Used beside the watch page's player and by the course page's in-page player.
 */
export function WatchPlaylist(props: PlaylistProps) {
  const { t } = useTranslation('watch');
  const byLesson = new Map(props.progress?.videos.map((v) => [v._id, v.progress]));
  const total = props.lessons.length;
  const done = props.lessons.filter((l) => byLesson.get(l._id)?.isCompleted).length;
  // The server's course progress (watched time, completed lessons whole), as on the dashboard.
  const percent = props.progress?.overallProgress ?? 0;
  return (
    <section
      aria-labelledby="playlist-title"
      data-testid="watch-playlist"
      className="flex h-full flex-col bg-white md:rounded-2xl md:shadow-sm md:ring-1 md:ring-slate-200"
    >
      <header className="border-b border-slate-100 p-4">
        <div className="flex items-center justify-between gap-2">
          <h2 id="playlist-title" className="flex items-center gap-2 font-bold text-slate-900">
            <ListVideo className="h-5 w-5" aria-hidden />
            {t('playlist.title')}
          </h2>
          {props.onClose && (
            <button
              type="button"
              onClick={props.onClose}
              aria-label={t('playlist.close')}
              className="flex h-9 w-9 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100"
            >
              <X className="h-5 w-5" aria-hidden />
            </button>
          )}
        </div>
        <CourseSize lessons={props.lessons} className="mt-1 block text-sm text-slate-600" />
        {props.progress && (
          <>
            <p
              className="mt-1 flex justify-between text-sm text-slate-600"
              data-testid="playlist-progress"
            >
              <span>{t('playlist.completed', { done, total })}</span>
              <span>{t('playlist.percentDone', { percent })}</span>
            </p>
            <ProgressBar
              percent={percent}
              label={t('playlist.progressLabel')}
              fill="green"
              className="mt-2"
            />
          </>
        )}
      </header>
      <ol
        className="min-h-0 flex-1 space-y-0.5 overflow-y-auto p-2"
        data-testid="playlist"
        aria-busy={props.progressLoading || undefined}
      >
        {props.progressLoading
          ? props.lessons.map((lesson) => <LessonPlaceholder key={lesson._id} />)
          : props.lessons.map((lesson, index) => (
              <PlaylistItem
                key={lesson._id}
                lesson={lesson}
                number={index + 1}
                current={lesson._id === props.currentId}
                progress={byLesson.get(lesson._id)}
                onChoose={props.onChoose}
              />
            ))}
      </ol>
    </section>
  );
}

/** A lesson's row while the learner's progress loads: its place, nothing to click yet. */
function LessonPlaceholder() {
  return (
    <li aria-hidden className="flex items-start gap-3 p-2" data-testid="playlist-lesson-loading">
      <span className="h-7 w-7 shrink-0 animate-pulse rounded-full bg-slate-100" />
      <span className="mt-1 h-8 flex-1 animate-pulse rounded bg-slate-100" />
    </li>
  );
}
