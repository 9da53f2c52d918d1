import type { AdminCourseVideosData, AdminVideo } from '@academy/shared';
import { ApiError } from '../../api/api-client.ts';
import { adminRecord, adminRequest } from '../admin-api.ts';

/**
 * The admin's video calls (spec 001 §7, api/src/media/video.routes.ts), each with the stored admin
 * token; adminRequest clears the session on a 401 so the guard sends the admin to the login page.
 */
const enc = encodeURIComponent;

/** `GET /api/admin/courses/{id}/videos`: every video of the course in every state, in order. */
export async function fetchCourseVideos(
  courseId: string,
  signal?: AbortSignal,
): Promise<AdminCourseVideosData> {
  const answer = await adminRequest<AdminCourseVideosData>(
    `/api/admin/courses/${enc(courseId)}/videos`,
    {
      signal,
    },
  );
  if (!answer.data || !Array.isArray(answer.data.videos)) {
    throw new ApiError('Failed to load course data', 500);
  }
  return answer.data;
}

/** `GET /api/videos/{id}`: the video with fresh signed links (also how the player refreshes them). */
export async function fetchVideo(videoId: string, signal?: AbortSignal): Promise<AdminVideo> {
  if (!videoId.trim()) throw new ApiError('Invalid video ID provided', 400);
  return adminRecord<AdminVideo>(
    `/api/videos/${enc(videoId)}`,
    'video',
    { message: 'Video not found', status: 404 },
    { signal, cache: 'no-store' },
  );
}

export interface VideoEdit {
  title?: string;
  description?: string;
  order?: number;
}

/** `PUT /api/videos/{id}`: the inline edit (title, description, order). */
export async function updateVideo(videoId: string, edit: VideoEdit): Promise<AdminVideo> {
  const answer = await adminRequest<{ video: AdminVideo }>(`/api/videos/${enc(videoId)}`, {
    method: 'PUT',
    body: edit,
  });
  return answer.data.video;
}

/** `PUT /api/videos/{id}/free-preview`; resolves with the video and the server's sentence. */
export async function setFreePreview(videoId: string, isFreePreview: boolean) {
  const answer = await adminRequest<{ video: AdminVideo }>(
    `/api/videos/${enc(videoId)}/free-preview`,
    { method: 'PUT', body: { isFreePreview } },
  );
  return { video: answer.data.video, message: answer.message };
}

export async function deleteVideo(videoId: string): Promise<string> {
  const answer = await adminRequest<unknown>(`/api/videos/${enc(videoId)}`, { method: 'DELETE' });
  return answer.message;
}

/** `PUT /api/videos/course/{courseId}/order`: the whole list, first lesson first; orders become 1..n. */
export async function reorderVideos(
  courseId: string,
  videoIds: string[],
): Promise<AdminCourseVideosData> {
  const answer = await adminRequest<AdminCourseVideosData>(
    `/api/videos/course/${enc(courseId)}/order`,
    { method: 'PUT', body: { videoIds } },
  );
  return answer.data;
}

export const videoKeys = {
  all: ['admin', 'videos'] as const,
  course: (courseId: string) => ['admin', 'videos', 'course', courseId] as const,
  video: (videoId: string) => ['admin', 'videos', 'video', videoId] as const,
};
