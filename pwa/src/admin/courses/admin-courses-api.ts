import type {
  AdminCourseDetail,
  AdminCourseSummary,
  AdminStats,
  CourseDeleteResult,
  CourseListData,
  ThumbnailUploadResult,
} from '@academy/shared';
import { ApiError } from '../../api/api-client.ts';
import { adminRecord, adminRequest } from '../admin-api.ts';
import { getAdminToken } from '../../session/admin-session.ts';
import { courseListApiQuery, type CourseListQuery } from './course-list-params.ts';

/**
 * The admin course calls of spec 001 §7, each with the stored admin token (adminRequest clears the
 * session on a 401 so the guard sends the admin to the login page).
 */
export async function fetchAdminCourses(
  query: CourseListQuery,
  signal?: AbortSignal,
): Promise<CourseListData<AdminCourseSummary>> {
  const answer = await adminRequest<CourseListData<AdminCourseSummary>>(
    `/api/courses?${courseListApiQuery(query)}`,
    { signal },
  );
  if (!answer.data || !Array.isArray(answer.data.courses)) {
    throw new ApiError('Failed to fetch courses', 500);
  }
  return answer.data;
}

export async function fetchAdminCourse(
  id: string,
  signal?: AbortSignal,
): Promise<AdminCourseDetail> {
  return adminRecord<AdminCourseDetail>(
    `/api/courses/${encodeURIComponent(id)}`,
    'course',
    { message: 'Failed to fetch course', status: 500 },
    { signal },
  );
}

/** The fields the edit form sends (spec 001 §7 PUT /api/courses/{id}). */
export interface CourseUpdatePayload {
  title?: string;
  description?: string;
  price?: number;
  status?: AdminCourseDetail['status'];
  category?: string;
  level?: string;
  tags?: string[];
  hasWhatsappGroup?: boolean;
  whatsappGroupLink?: string | null;
  instructor?: string | null;
  language?: AdminCourseDetail['language'];
  requirements?: string[];
  whatYouWillLearn?: string[];
  /** Restores a thumbnail from the course's history. */
  thumbnailURL?: string;
}

export async function updateCourse(
  id: string,
  payload: CourseUpdatePayload,
): Promise<AdminCourseDetail> {
  const answer = await adminRequest<{ course: AdminCourseDetail }>(
    `/api/courses/${encodeURIComponent(id)}`,
    { method: 'PUT', body: payload },
  );
  return answer.data.course;
}

export async function deleteCourse(
  id: string,
): Promise<{ result: CourseDeleteResult; message: string }> {
  if (!getAdminToken()) throw new ApiError('Admin authentication required', 401);
  const answer = await adminRequest<CourseDeleteResult>(`/api/courses/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });
  return { result: answer.data, message: answer.message };
}

/** Spec 001 §9: thumbnail uploads time out after 2 minutes. */
const THUMBNAIL_TIMEOUT_MS = 2 * 60_000;

export async function uploadThumbnail(id: string, file: File): Promise<ThumbnailUploadResult> {
  const form = new FormData();
  form.append('file', file);
  const answer = await adminRequest<ThumbnailUploadResult>(
    `/api/courses/thumbnail/${encodeURIComponent(id)}`,
    { method: 'PUT', body: form, timeoutMs: THUMBNAIL_TIMEOUT_MS },
  );
  return answer.data;
}

export async function fetchAdminStats(signal?: AbortSignal): Promise<AdminStats> {
  const answer = await adminRequest<AdminStats>('/api/admin/stats', { signal });
  return answer.data;
}

export const adminCourseKeys = {
  all: ['admin', 'courses'] as const,
  list: (query: CourseListQuery) => ['admin', 'courses', 'list', query] as const,
  detail: (id: string) => ['admin', 'courses', 'detail', id] as const,
  stats: ['admin', 'stats'] as const,
};
