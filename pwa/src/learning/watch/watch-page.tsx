import { Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useAuthToken } from '../../session/auth-storage.ts';
import { ApiError } from '../../api/api-client.ts';
import { useCourse, useDeferredAnswer } from '../../courses/index.ts';
import {
  indexEntry,
  OfflineLessonBlocked,
  useUserId,
  useDownloadedCourse,
} from '../../downloads/index.ts';
import { useOnline } from '../../offline/use-online.ts';
import { FirstScreenHandover } from '../../shell/index.ts';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { WatchView } from './watch-view.tsx';
import { useLessons, useResume } from './watch-queries.ts';
import { startProgressSyncOnceLessonStarts } from '../progress/start-progress-sync.ts';
import {
  CourseMissing,
  NoVideos,
  NotPurchased,
  VideoNotFound,
  WatchLoadFailed,
  WatchSkeleton,
} from './watch-states.tsx';

/**
 * /course/{id}/watch/{videoId} (spec 000 §2 Watch page, §4 Video, §8 Video): the lesson in the
 * learner player with the playlist beside it, or the screen that says why not: not purchased (a
 * learner goes to checkout after 2 s), video not found (to the first lesson after 2 s), no videos, the
 * course not found, or a failed load with Retry. Visitors play free previews here too.
 */
export default function WatchPage() {
  const { id = '', videoId = '' } = useParams();
  // The lesson list, the resume point and the course are asked for before the page's copy has
  // arrived: the screen below waits for it (its translations suspend it), and a query starts only in
  // a component that is shown. On Lighthouse's slow 4G the requests left 1.2 s sooner (issue 26).
  useLessons(id);
  useResume(id, videoId);
  useCourse(id);
  return (
    <Suspense fallback={<WatchSkeleton />}>
      <WatchScreen id={id} videoId={videoId} />
    </Suspense>
  );
}

/**
 * A screen that takes the place of a drawn free preview (its route hands the drawing over itself,
 * routes.tsx). The player does it once it shows the poster (lesson-player.tsx); every other screen
 * here, but the skeletons, when it is in.
 */
function HandingOver({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <FirstScreenHandover />
    </>
  );
}

function WatchScreen({ id, videoId }: { id: string; videoId: string }) {
  const { t } = useTranslation('watch');
  const token = useAuthToken();
  // Each answer is rendered in a transition, in slices, not in the blocking task a query's answer gets:
  // the lesson list mounts the player and the playlist, and the course's title and the resume point
  // each rendered the whole page again (436-618 ms of blocking renders at 4x CPU on the free preview,
  // issue 26). The blocking render before each only repeats what is on screen, and WatchView (memo)
  // skips it.
  const lessons = useDeferredAnswer(useLessons(id));
  // Asked for with the lesson list, not after it: one round trip less before the player starts.
  const resume = useDeferredAnswer(useResume(id, videoId));
  const course = useDeferredAnswer(useCourse(id));
  const lesson = lessons.data?.videos.find((v) => v._id === videoId);
  const online = useOnline();
  usePageTitle(lesson?.title ?? course.data?.title ?? t('title'));
  // The queue's sender, once the lesson has started (app.tsx covers the app's start).
  useEffect(() => (token ? startProgressSyncOnceLessonStarts() : undefined), [token]);

  // No connection and nothing cached: the downloaded lessons of the course still play (issue 11).
  const downloaded = useDownloadedCourse(id, !lessons.data && (lessons.isError || !online));
  const kept = downloaded?.lessons.find((v) => v._id === videoId);
  const userId = useUserId();
  // Downloaded once, gone from the device now (the browser evicted it): say so, not "cannot load".
  if (downloaded !== undefined && !kept && indexEntry(userId, videoId)?.complete)
    return (
      <HandingOver>
        <div className="mx-auto max-w-3xl px-3 py-6">
          <OfflineLessonBlocked reason="evicted" />
        </div>
      </HandingOver>
    );
  if (downloaded && kept)
    return (
      <WatchView
        courseId={id}
        courseTitle={downloaded.courseTitle}
        purchased={!kept.isFreePreview}
        lessons={downloaded.lessons}
        lesson={kept}
        resume={resume.data ?? null}
        resumePending={resume.isPending}
      />
    );
  if (lessons.isPending) return <WatchSkeleton />;
  if (lessons.isError) {
    const error = lessons.error;
    if (error instanceof ApiError && error.status === 404)
      return (
        <HandingOver>
          <CourseMissing />
        </HandingOver>
      );
    return (
      <HandingOver>
        <WatchLoadFailed
          message={error.message}
          offline={error instanceof ApiError && error.isNetworkError}
          onRetry={() => void lessons.refetch()}
          retrying={lessons.isFetching}
        />
      </HandingOver>
    );
  }
  const list = lessons.data.videos;
  if (list.length === 0)
    return (
      <HandingOver>
        <NoVideos courseId={id} />
      </HandingOver>
    );
  if (!lesson)
    return (
      <HandingOver>
        <VideoNotFound firstLessonPath={`/course/${id}/watch/${list[0]!._id}`} />
      </HandingOver>
    );
  if (lesson.isLocked)
    return (
      <HandingOver>
        <NotPurchased courseId={id} signedIn={!!token} />
      </HandingOver>
    );
  return (
    <WatchView
      courseId={id}
      courseTitle={course.data?.title ?? ''}
      purchased={lessons.data.userHasPurchased}
      hasGroup={course.data?.hasWhatsappGroup ?? false}
      lessons={list}
      lesson={lesson}
      resume={resume.data ?? null}
      resumePending={resume.isPending}
    />
  );
}
