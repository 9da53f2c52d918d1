import type { CourseVideoItem } from '@academy/shared';
import { ArrowLeft, ListVideo } from 'lucide-react';
import { memo, Suspense, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useAuthToken } from '../../session/auth-storage.ts';
import { useDeferredAnswer } from '../../courses/index.ts';
import { DownloadButton } from '../../downloads/index.ts';
import { DataSaverChoice } from '../../media/index.ts';
import { ProgressSyncNote } from '../progress/progress-sync-note.tsx';
import { GroupJoinBlock } from '../group-join-block.tsx';
import { RatingWidget } from '../../ratings/index.ts';
import { DataSaverSuggestion } from './data-saver-suggestion.tsx';
import { LessonDetails } from './lesson-details.tsx';
import { LessonPlayer } from './lesson-player.tsx';
import { ProtectionNotice } from '../../protection/index.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { LockedNotice } from './locked-notice.tsx';
import { useLessonChoice } from './use-lesson-choice.ts';
import { useLessonEnd } from './use-lesson-end.ts';
import { usePlaylistPanel } from './use-playlist-panel.ts';
import { WatchPlaylist } from './watch-playlist.tsx';
import { useCourseProgress } from './watch-queries.ts';
import type { ResumeView } from './watch-api.ts';
import { startPosition } from './start-position.ts';

export interface WatchViewProps {
  courseId: string;
  courseTitle: string;
  purchased: boolean;
  /** The course has a WhatsApp group: owners get the join block (spec 000 §2). */
  hasGroup?: boolean;
  lessons: CourseVideoItem[];
  lesson: CourseVideoItem;
  resume: ResumeView | null;
  resumePending: boolean;
}

/**
 * Memoised: the watch page renders each answer twice, first in a blocking task with what is already on
 * screen, then in a transition with the answer (watch-page.tsx); the first must cost nothing.
 */
export const WatchView = memo(function WatchView(props: WatchViewProps) {
  const { courseId, courseTitle, purchased, lessons, lesson } = props;
  const { t } = useTranslation('watch');
  const token = useAuthToken();
  const navigate = useNavigate();
  const location = useLocation();
  // Rendered in a transition, as the page's other answers are (watch-page.tsx): when the course's
  // progress came before the resume point, its answer mounted the player (its start position known)
  // in the blocking render a query's answer gets, one task of 50-130 ms here with the player's effects
  // (issue 26).
  const progress = useDeferredAnswer(useCourseProgress(courseId));
  const { wide, panelOpen, setPanelOpen } = usePlaylistPanel();
  const open = useCallback(
    (next: CourseVideoItem) => {
      if (!wide) setPanelOpen(false);
      if (next._id !== lesson._id) {
        void navigate(`/course/${courseId}/watch/${next._id}`, { state: { autoPlay: true } });
      }
    },
    [courseId, lesson._id, navigate, wide, setPanelOpen],
  );
  const choice = useLessonChoice(courseId, open);
  const end = useLessonEnd(courseId, lessons, choice.choose);
  const autoPlay = !!(location.state as { autoPlay?: boolean } | null)?.autoPlay;
  const lessonProgress = progress.data?.videos.find((v) => v._id === lesson._id)?.progress;
  const number = lessons.indexOf(lesson) + 1;
  const startAt = startPosition(lesson, props, lessonProgress);

  const playlist = (onClose?: () => void) => (
    <WatchPlaylist
      lessons={lessons}
      currentId={lesson._id}
      progress={token ? progress.data : undefined}
      progressLoading={!!token && progress.isPending && progress.fetchStatus === 'fetching'}
      onChoose={choice.choose}
      onClose={onClose}
    />
  );

  return (
    <div className="bg-slate-50 pb-10" data-testid="watch-page">
      {/* The title never wraps the row: the course's title arrives after the lessons, and a row that
          wrapped then pushed the player down 52 px on a phone (a layout shift of 0.05, issue 26). It
          takes the room the buttons leave (flex-basis 0), truncated; only buttons too wide for the
          screen wrap, as before. */}
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-3 px-3 pt-3 md:px-6">
        <Link
          to={purchased ? `/my-course/${courseId}` : `/course/${courseId}`}
          className="inline-flex min-h-10 min-w-0 flex-1 items-center gap-1.5 text-sm font-semibold text-slate-700 hover:text-red-700"
        >
          <ArrowLeft className="h-4 w-4 shrink-0" aria-hidden />
          <span className="max-w-[50vw] truncate">{courseTitle || t('back')}</span>
        </Link>
        <div className="ml-auto flex items-center gap-2">
          <ProgressSyncNote />
          <button
            type="button"
            onClick={() => setPanelOpen((v) => !v)}
            aria-expanded={panelOpen}
            aria-controls="watch-panel"
            className="inline-flex min-h-10 items-center gap-2 rounded-lg bg-white px-3 text-sm font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-100"
          >
            <ListVideo className="h-4 w-4" aria-hidden />
            {panelOpen ? t('playlist.close') : t('playlist.open')}
          </button>
        </div>
      </div>
      <div
        className={`mx-auto mt-3 grid max-w-7xl gap-5 px-0 md:px-6 ${
          panelOpen && wide ? 'md:grid-cols-[minmax(0,1fr)_20rem]' : ''
        }`}
      >
        <div className="min-w-0 space-y-3">
          {startAt === null ? (
            <div className="aspect-video w-full animate-pulse bg-slate-800 md:rounded-xl" />
          ) : (
            <LessonPlayer
              key={lesson._id}
              courseId={courseId}
              lesson={lesson}
              startAt={startAt}
              autoPlay={autoPlay}
              // A lesson chosen in the open app: its first frame, not a poster, is what is awaited.
              posterWhileLoading={!autoPlay}
              trackProgress={!!token}
              baseWatched={Math.max(
                props.resume?.watchedDuration ?? 0,
                lessonProgress?.watchedDuration ?? 0,
              )}
              onEnded={() => void end.handleEnded(lesson._id)}
            />
          )}
          <div className="space-y-3 px-3 md:px-0">
            <DataSaverSuggestion />
            <div className="space-y-3 rounded-xl bg-white p-3 ring-1 ring-slate-200">
              <DataSaverChoice sizes={lesson.sizes} />
              <DownloadButton courseId={courseId} courseTitle={courseTitle} lesson={lesson} />
            </div>
            <ProtectionNotice />
            <LockedNotice notice={choice.notice} courseId={courseId} />
            <LessonDetails
              lesson={lesson}
              number={number}
              total={lessons.length}
              courseDone={end.courseDoneAt === lesson._id}
              coursePath={purchased ? `/my-course/${courseId}` : `/course/${courseId}`}
            />
            {/* These two appear once the learner's purchase is known, after the page is shown, and
                their copy ('certificates', 'learning', 'ratings') may still be on its way: a boundary
                of their own keeps that wait from hiding the whole page behind the page spinner (the
                player, the playlist and a button under the learner's finger went blank for 0.4 s in
                Firefox, docs/browsers.md). */}
            <Suspense fallback={null}>
              {purchased && props.hasGroup ? <GroupJoinBlock courseId={courseId} /> : null}
              {/* Issue 25 §3: the course's last lesson offers to rate it. */}
              {purchased && token && number === lessons.length ? (
                <RatingWidget courseId={courseId} />
              ) : null}
            </Suspense>
          </div>
        </div>
        {panelOpen && wide && (
          <aside
            id="watch-panel"
            className="hidden h-[calc(100vh-8rem)] md:sticky md:top-4 md:block"
          >
            {playlist()}
          </aside>
        )}
      </div>
      {panelOpen && !wide && (
        <Dialog
          placement="drawer"
          id="watch-panel"
          labelledBy="playlist-title"
          onClose={() => setPanelOpen(false)}
        >
          {playlist(() => setPanelOpen(false))}
        </Dialog>
      )}
    </div>
  );
});
