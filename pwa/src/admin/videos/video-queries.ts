import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { AdminCourseVideosData, AdminVideo } from '@academy/shared';
import { ApiError } from '../../api/api-client.ts';
import { courseChanged } from '../courses/admin-course-queries.ts';
import { fetchCourseVideos, fetchVideo, videoKeys } from './videos-api.ts';

/** While the transcoder works, the lists ask again this often (processing %, then active). */
export const PROCESSING_POLL_MS = 3_000;

/**
 * A video (or its newer file) is still being turned into a stream: processing, or playable on its
 * first rungs while the bigger ones encode (issue 28; the badge goes on to "all qualities"), unless
 * those failed (the reason is then shown and nothing more is coming).
 */
export function isProcessing(
  video: Pick<AdminVideo, 'status' | 'reupload' | 'qualities' | 'errorReason'>,
): boolean {
  const biggerRungsComing =
    video.status === 'active' && video.qualities === 'playable' && !video.errorReason;
  return (
    video.status === 'processing' || biggerRungsComing || video.reupload?.status === 'processing'
  );
}

/** Asks again every few seconds while the loaded answer still has something processing. */
const pollWhile =
  <T>(processing: (data: T) => boolean) =>
  (query: { state: { data?: T } }) =>
    query.state.data && processing(query.state.data) ? PROCESSING_POLL_MS : false;

const notFoundIsFinal = (failures: number, error: unknown) =>
  !(error instanceof ApiError && (error.status === 404 || error.status === 400)) && failures < 2;

export function useCourseVideos(courseId: string) {
  return useQuery({
    queryKey: videoKeys.course(courseId),
    queryFn: ({ signal }) => fetchCourseVideos(courseId, signal),
    staleTime: 5_000,
    retry: notFoundIsFinal,
    refetchInterval: pollWhile((data: AdminCourseVideosData) => data.videos.some(isProcessing)),
  });
}

export function useVideo(videoId: string) {
  return useQuery({
    queryKey: videoKeys.video(videoId),
    queryFn: ({ signal }) => fetchVideo(videoId, signal),
    // Signed links are fresh when read; a cached answer may hold expired ones.
    staleTime: 0,
    retry: notFoundIsFinal,
    refetchOnWindowFocus: false,
    refetchInterval: pollWhile(isProcessing),
  });
}

/** Puts a changed video into the cached list at once (then the list is fetched again). */
export function replaceVideoInList(
  queryClient: QueryClient,
  courseId: string,
  video: AdminVideo,
): void {
  queryClient.setQueryData<AdminCourseVideosData>(videoKeys.course(courseId), (data) =>
    data ? { ...data, videos: data.videos.map((v) => (v._id === video._id ? video : v)) } : data,
  );
}

/**
 * After videos changed: this course's list, the video itself, and what counts videos elsewhere (the
 * course dashboard and lists, the statistics, the public catalogue).
 */
export function videosChanged(queryClient: QueryClient, courseId: string): void {
  void queryClient.invalidateQueries({ queryKey: videoKeys.course(courseId) });
  void queryClient.invalidateQueries({ queryKey: ['admin', 'videos', 'video'] });
  courseChanged(queryClient);
}
