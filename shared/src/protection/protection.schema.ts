import { z } from 'zod';
import {
  VIOLATION_KINDS,
  type ViolationKind,
  type ViolationStrength,
} from './protection.constants.ts';

/** A protection session id: 16 random bytes in hexadecimal. */
export const drmSessionIdSchema = z
  .string({ error: 'sessionId is required' })
  .regex(/^[0-9a-f]{32}$/, { error: 'Invalid or expired DRM session' });

/** `POST /api/drm/violations`. */
export const violationBodySchema = z.object({
  sessionId: drmSessionIdSchema,
  kind: z.enum(VIOLATION_KINDS, { error: 'Unknown kind of violation' }),
  /** What the player saw, in a few words (e.g. "outer-inner width 412 px"). */
  detail: z.string().max(300, { error: 'detail is at most 300 characters' }).optional(),
});
export type ViolationBody = z.infer<typeof violationBodySchema>;

/**
 * A code as it appears in a recording: the 8-hex viewer code or the 12-hex session watermark data.
 * Spaces and upper case, as people copy them from a video frame, are forgiven.
 */
export const watermarkCodeSchema = z
  .string()
  .transform((s) => s.replace(/\s+/g, '').toLowerCase())
  .pipe(
    z.string().regex(/^([0-9a-f]{8}|[0-9a-f]{12})$/, { error: 'Enter the 8 or 12 character code' }),
  );

export interface ViolationView {
  id: string;
  kind: ViolationKind;
  strength: ViolationStrength;
  detail: string | null;
  sessionId: string | null;
  videoId: string | null;
  videoTitle: string | null;
  createdAt: string;
}

/** `GET /api/admin/users/{id}/violations` `data`. */
export interface UserViolationsData {
  violations: ViolationView[];
  counts: { strong: number; weak: number };
}

export interface TracedSession {
  sessionId: string;
  watermarkData: string;
  viewerCode: string | null;
  startedAt: string;
  endedAt: string | null;
  expiresAt: string;
  video: { id: string; title: string };
  course: { id: string; title: string };
}

/** `GET /api/drm/watermarks/{code}` `data`. */
export interface WatermarkTraceData {
  code: string;
  /** Which code it was: one session's watermark data, or the viewer's own code (every session). */
  matched: 'session' | 'viewer';
  learner: { id: string; name: string; email: string } | null;
  sessions: TracedSession[];
}
