import type { AdminCourseDetail, ThumbnailUploadResult } from '@academy/shared';
import { ApiError } from '../../api/api-client.ts';
import { adminRequest } from '../admin-api.ts';
import type { CourseCreatePayload } from './course-upload-rules.ts';

/** Spec 001 §9 time-outs: course create 20 s, thumbnail 2 minutes. */
export const COURSE_CREATE_TIMEOUT_MS = 20_000;
export const THUMBNAIL_TIMEOUT_MS = 2 * 60_000;

/** A call that ran out of time (told apart from a dropped connection). */
export class TimeoutError extends Error {}

async function withTimeout<T>(ms: number, call: (signal: AbortSignal) => Promise<T>): Promise<T> {
  // Our own signal: the API client re-throws an abort it was given instead of calling it a network error.
  const signal = AbortSignal.timeout(ms);
  try {
    return await call(signal);
  } catch (err) {
    if (signal.aborted) throw new TimeoutError('Upload timed out');
    throw err;
  }
}

/** `POST /api/courses`; resolves with the new course's id (`data.course.id` or `_id`). */
export async function createCourse(payload: CourseCreatePayload): Promise<string> {
  const answer = await withTimeout(COURSE_CREATE_TIMEOUT_MS, (signal) =>
    adminRequest<{ course?: Partial<AdminCourseDetail> }>('/api/courses', {
      method: 'POST',
      body: payload,
      signal,
      timeoutMs: COURSE_CREATE_TIMEOUT_MS + 5_000,
    }),
  );
  const id = answer.data?.course?.id ?? answer.data?.course?._id;
  if (!id) throw new ApiError('Failed to get course ID from server response', 500);
  return id;
}

/** `PUT /api/courses/thumbnail/{id}` with the file and `version=1` (spec 001 §7, on creation). */
export async function uploadCourseThumbnail(
  courseId: string,
  file: File,
): Promise<ThumbnailUploadResult> {
  const form = new FormData();
  form.append('file', file);
  form.append('version', '1');
  const answer = await withTimeout(THUMBNAIL_TIMEOUT_MS, (signal) =>
    adminRequest<ThumbnailUploadResult>(`/api/courses/thumbnail/${encodeURIComponent(courseId)}`, {
      method: 'PUT',
      body: form,
      signal,
      timeoutMs: THUMBNAIL_TIMEOUT_MS + 5_000,
    }),
  );
  return answer.data;
}
