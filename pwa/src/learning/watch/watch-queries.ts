import type { VideoLinks } from '@academy/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getToken, useAuthToken } from '../../session/auth-storage.ts';
import { fetchCourseProgress, fetchLesson, fetchLessons, fetchResume } from './watch-api.ts';
import { watchKeys } from './watch-keys.ts';

export { watchKeys };

/** Spec 000 §4 Playback: the progress list refreshes every 5 s (the first time after 2 s). */
export const PROGRESS_REFRESH_MS = 5_000;

export function useLessons(courseId: string) {
  const token = useAuthToken();
  return useQuery({
    queryKey: watchKeys.lessons(courseId, token),
    queryFn: ({ signal }) => fetchLessons(courseId, token, signal),
    // Signed links last 2 hours; the player refreshes them itself before they expire.
    staleTime: 30 * 60_000,
  });
}

export function useCourseProgress(courseId: string) {
  const token = useAuthToken();
  return useQuery({
    queryKey: watchKeys.progress(courseId, token),
    queryFn: ({ signal }) => fetchCourseProgress(courseId, token ?? '', signal),
    enabled: !!token,
    refetchInterval: PROGRESS_REFRESH_MS,
    staleTime: 0,
    retry: 1,
  });
}

const NO_RESUME = { resumePosition: 0, watchedDuration: 0 };

/** Where to start a lesson and what was watched; settles (with zeros) without a learner or an answer. */
export function useResume(courseId: string, videoId: string) {
  const token = useAuthToken();
  return useQuery({
    queryKey: watchKeys.resume(courseId, videoId, token),
    queryFn: async () =>
      token ? await fetchResume(courseId, videoId, token).catch(() => NO_RESUME) : NO_RESUME,
    staleTime: 0,
    gcTime: 0,
    retry: false,
    // Offline it settles at once (with zeros) instead of waiting for a connection: a downloaded
    // lesson plays with none.
    networkMode: 'always',
  });
}

/** Fresh signed links for a lesson, written back into the lesson list (spec 000 §4 Video link). */
export function useRefreshLink(courseId: string, videoId: string) {
  const queryClient = useQueryClient();
  const token = useAuthToken();
  return useCallback(async () => {
    const fresh = await fetchLesson(videoId, getToken());
    queryClient.setQueryData(
      watchKeys.lessons(courseId, token),
      (old: Awaited<ReturnType<typeof fetchLessons>> | undefined) =>
        old
          ? {
              ...old,
              videos: old.videos.map((v) =>
                v._id === videoId ? { ...v, ...pickLinks(fresh) } : v,
              ),
            }
          : old,
    );
    return fresh.videoUrl;
  }, [queryClient, courseId, videoId, token]);
}

/** The links of one signing, together: a playlist link of an older one would not be the master's. */
function pickLinks(video: VideoLinks): VideoLinks {
  return {
    videoUrl: video.videoUrl,
    url: video.url,
    posterUrl: video.posterUrl,
    expiresAt: video.expiresAt,
    playlistUrls: video.playlistUrls,
  };
}
