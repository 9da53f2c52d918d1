import type { CourseVideoItem } from '@academy/shared';
import { ExternalLink, PlayCircle } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuthToken } from '../../session/auth-storage.ts';
import { loadShaka } from '../../media/index.ts';
import { LockedNotice } from '../watch/locked-notice.tsx';
import { useLessonChoice } from '../watch/use-lesson-choice.ts';
import { WatchPlaylist } from '../watch/watch-playlist.tsx';
import { useLessons } from '../watch/watch-queries.ts';
import { loadLessonPlayer } from './load-lesson-player.ts';
import { PreviewFacade } from './preview-facade.tsx';

type LessonPlayerComponent = Awaited<ReturnType<typeof loadLessonPlayer>>;

/**
 * The player's code, asked for on the first play. Not React.lazy: a lazy component whose download
 * failed stays failed and throws to the page's error screen; here a failure is a state the preview
 * shows with Retry, which asks again.
 */
function useLessonPlayerCode() {
  const [code, setCode] = useState<{ Player: LessonPlayerComponent | null; failed: boolean }>({
    Player: null,
    failed: false,
  });
  const load = useCallback(() => {
    setCode((now) => (now.Player ? now : { Player: null, failed: false }));
    loadLessonPlayer().then(
      (Player) => setCode({ Player, failed: false }),
      () => setCode((now) => (now.Player ? now : { Player: null, failed: true })),
    );
  }, []);
  return { ...code, load };
}

/**
 * The course page's in-page player and playlist (spec 000 §2 Course detail): the first lesson the
 * viewer may watch (a free preview, or any lesson once bought) plays in the page; choosing another open
 * lesson plays it here, a locked one shows the notice (checkout after 2 s for a learner). A course
 * without any open lesson says so. Loaded on demand by the course page; the player (with Shaka) only
 * once the visitor plays or chooses a lesson: until then the lesson's picture and a Play button.
 */
export default function CoursePreview({ courseId }: { courseId: string }) {
  const { t } = useTranslation('watch');
  const token = useAuthToken();
  const lessons = useLessons(courseId);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const player = useLessonPlayerCode();
  const loadPlayer = player.load;
  const play = useCallback(
    (lessonId: string) => {
      // Shaka downloads beside the player's chunk from the tap, not after it.
      void loadShaka().catch(() => undefined);
      loadPlayer();
      setChosenId(lessonId);
    },
    [loadPlayer],
  );
  const open = useCallback((lesson: CourseVideoItem) => play(lesson._id), [play]);
  const choice = useLessonChoice(courseId, open);

  if (lessons.isPending) {
    return <div className="aspect-video w-full animate-pulse rounded-2xl bg-slate-200" aria-busy />;
  }
  // The curriculum below still lists the lessons; a failed list only hides the player.
  if (lessons.isError || lessons.data.videos.length === 0) return null;
  const list = lessons.data.videos;
  const playable = list.filter((l) => !l.isLocked && l.videoUrl);
  const current = list.find((l) => l._id === chosenId) ?? playable[0] ?? null;

  return (
    <section
      aria-labelledby="preview-title"
      data-testid="course-preview"
      className="grid gap-4 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200 sm:p-4 xl:grid-cols-[minmax(0,1fr)_18rem]"
    >
      <div className="min-w-0 space-y-3">
        <h2 id="preview-title" className="flex items-center gap-2 font-bold text-slate-900">
          <PlayCircle className="h-5 w-5 text-red-700" aria-hidden />
          {lessons.data.userHasPurchased ? current?.title : t('preview.title')}
        </h2>
        {current ? (
          <>
            {player.Player && chosenId !== null ? (
              <player.Player
                key={current._id}
                courseId={courseId}
                lesson={current}
                startAt={0}
                autoPlay
                trackProgress={!!token}
                baseWatched={0}
                onEnded={() => undefined}
              />
            ) : chosenId === null || player.failed ? (
              <PreviewFacade
                lesson={current}
                loadFailed={player.failed}
                onPlay={() => play(current._id)}
              />
            ) : (
              <PlayerLoading />
            )}
            <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
              <p className="min-w-0 truncate font-medium text-slate-800">{current.title}</p>
              <Link
                to={`/course/${courseId}/watch/${current._id}`}
                className="inline-flex items-center gap-1.5 font-semibold text-red-700 hover:underline"
              >
                <ExternalLink className="h-4 w-4" aria-hidden />
                {t('preview.watchPage')}
              </Link>
            </div>
          </>
        ) : (
          <p
            className="rounded-xl bg-slate-50 p-4 text-sm text-slate-600"
            data-testid="preview-none"
          >
            {t('preview.none')}
          </p>
        )}
        <LockedNotice notice={choice.notice} courseId={courseId} />
      </div>
      <div className="max-h-[26rem] min-h-0 xl:max-h-none">
        <WatchPlaylist
          lessons={list}
          currentId={current?._id ?? null}
          progress={undefined}
          onChoose={choice.choose}
        />
      </div>
    </section>
  );
}

/** The player's box while its code arrives after the first tap. */
function PlayerLoading() {
  return (
    <div
      className="aspect-video w-full animate-pulse rounded-xl bg-black"
      aria-busy
      data-testid="preview-player-loading"
    />
  );
}
