import type { UserViolationsData, WatermarkTraceData } from '@academy/shared';
import { adminRequest } from '../admin-api.ts';

export const protectionKeys = {
  trace: (code: string) => ['admin', 'watermarks', code] as const,
  violations: (userId: string) => ['admin', 'violations', userId] as const,
};

/** GET /api/drm/watermarks/{code}: who watched, from a code read off a recording. */
export async function traceWatermark(code: string): Promise<WatermarkTraceData> {
  return (await adminRequest<WatermarkTraceData>(`/api/drm/watermarks/${encodeURIComponent(code)}`))
    .data;
}

/** GET /api/admin/users/{id}/violations. */
export async function fetchUserViolations(userId: string): Promise<UserViolationsData> {
  return (await adminRequest<UserViolationsData>(`/api/admin/users/${userId}/violations`)).data;
}
