import type { TelemetrySummary } from '@academy/shared';
import { adminRequest } from '../admin-api.ts';

export const fieldQualityKey = (days: number) => ['admin', 'telemetry', days] as const;

/** GET /api/admin/telemetry/summary?days=7|28 (issue 26). */
export async function fetchFieldQuality(days: number, signal?: AbortSignal) {
  const answer = await adminRequest<TelemetrySummary>(`/api/admin/telemetry/summary?days=${days}`, {
    signal,
  });
  return answer.data;
}
