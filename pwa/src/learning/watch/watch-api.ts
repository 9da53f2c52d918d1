import type {
  CourseProgressData,
  CourseVideosData,
  NextVideoData,
  ResumeData,
  VideoProgress,
  VideoView,
} from '@academy/shared';
import { apiRequest } from '../../api/api-client.ts';

/**
 * The calls the learner player makes (spec 000 §7 Catalogue videos, Progress). Progress writes never
 * go from here: they go through the queue (../progress/progress-queue.ts).
 */

/** What the playlist and the player read of the Progress answers (spec 000 §7, learning capability). */
export type CourseProgressView = CourseProgressData;
export type LessonProgressView = VideoProgress;
export type ResumeView = Pick<ResumeData, 'resumePosition' | 'watchedDuration'>;

const id = encodeURIComponent;

/** `GET /api/videos/course/{id}/version/1`: the lessons in order, with signed links where allowed. */
export async function fetchLessons(courseId: string, token: string | null, signal?: AbortSignal) {
  const answer = await apiRequest<CourseVideosData>(
    `/api/videos/course/${id(courseId)}/version/1`,
    {
      token,
      signal,
    },
  );
  return answer.data;
}

/** `GET /api/videos/{id}` (10 s time-out, spec 000 §7): fresh links for one lesson. */
export async function fetchLesson(videoId: string, token: string | null) {
  const answer = await apiRequest<{ video: VideoView }>(`/api/videos/${id(videoId)}`, {
    token,
    timeoutMs: 10_000,
  });
  return answer.data.video;
}

export async function fetchCourseProgress(courseId: string, token: string, signal?: AbortSignal) {
  const answer = await apiRequest<CourseProgressView>(`/api/progress/course/${id(courseId)}`, {
    token,
    signal,
  });
  return answer.data;
}

export async function fetchResume(courseId: string, videoId: string, token: string) {
  const answer = await apiRequest<ResumeData>(
    `/api/progress/resume/${id(courseId)}/${id(videoId)}`,
    { token, timeoutMs: 10_000 },
  );
  return answer.data;
}

export async function fetchNextVideo(courseId: string, videoId: string, token: string | null) {
  const answer = await apiRequest<NextVideoData>(
    `/api/progress/next-video/${id(courseId)}/${id(videoId)}`,
    { token, timeoutMs: 10_000 },
  );
  return answer.data;
}
