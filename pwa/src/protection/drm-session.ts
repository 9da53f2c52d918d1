import type { DrmVideoData, ViolationKind } from '@academy/shared';
import { apiRequest } from '../api/api-client.ts';

/**
 * The copy-protection session (spec 000 §3, browser storage key `drm_session`): opened when the player
 * starts, valid 60 minutes, renewed while the learner watches, ended when the page closes. The server
 * keeps it, with the watermark codes, so a leaked recording can be traced to it.
 */
export const DRM_SESSION_KEY = 'drm_session';

export interface DrmSession {
  sessionId: string;
  userId: string | null;
  videoId: string;
  expiresAt: string;
  watermarkData: string;
  /** The learner's own 8-hex code (null for visitors). */
  viewerCode: string | null;
}

export async function openDrmSession(
  videoId: string,
  token: string | null,
  userId: string | null,
): Promise<DrmSession> {
  const { data } = await apiRequest<DrmVideoData>(`/api/drm/videos/${videoId}`, { token });
  const { drm } = data.video;
  if (!drm.sessionId || !drm.sessionExpiresAt) throw new Error('Security initialization failed');
  const session: DrmSession = {
    sessionId: drm.sessionId,
    userId,
    videoId,
    expiresAt: drm.sessionExpiresAt,
    watermarkData: drm.watermarkData,
    viewerCode: drm.viewerCode,
  };
  try {
    localStorage.setItem(DRM_SESSION_KEY, JSON.stringify(session));
  } catch {
    // Storage refused (private mode): the session still lives in memory for this page.
  }
  return session;
}

/**
 * Ends the session on the server. `keepalive` lets the request outlive a closing page, which is when
 * this runs most of the time.
 */
export function endDrmSession(session: DrmSession, token: string | null): void {
  try {
    if (localStorage.getItem(DRM_SESSION_KEY)?.includes(session.sessionId))
      localStorage.removeItem(DRM_SESSION_KEY);
  } catch {
    // Nothing stored to remove.
  }
  void fetch(`/api/drm/sessions/${session.sessionId}`, {
    method: 'DELETE',
    keepalive: true,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  }).catch(() => undefined);
}

/** Tells the server what the player detected. Reports are best effort: losing one blocks nobody. */
export function reportViolation(
  session: DrmSession,
  token: string | null,
  kind: ViolationKind,
  detail?: string,
): void {
  if (!token || !session.userId) return;
  void apiRequest('/api/drm/violations', {
    method: 'POST',
    token,
    body: { sessionId: session.sessionId, kind, ...(detail ? { detail } : {}) },
  }).catch(() => undefined);
}

/**
 * The live session of each lesson on this page, for the browser's own HLS player (iPhones without
 * MSE): it cannot send the token, so the player asks for playlists bound to the session
 * (media/native-hls.ts). The session opens at the same time as the player: a waiting player is
 * answered as soon as it does, or with null after `waitMs` (a free preview plays without one).
 */
const liveSessions = new Map<string, string>();
const waiting = new Map<string, Array<(sessionId: string) => void>>();

export function setLiveDrmSession(videoId: string, sessionId: string): void {
  liveSessions.set(videoId, sessionId);
  for (const answer of waiting.get(videoId) ?? []) answer(sessionId);
  waiting.delete(videoId);
}

/** The session ended (the page moved on); a newer one of the same lesson stays. */
export function clearLiveDrmSession(videoId: string, sessionId: string): void {
  if (liveSessions.get(videoId) === sessionId) liveSessions.delete(videoId);
}

export function liveDrmSession(videoId: string, waitMs = 10_000): Promise<string | null> {
  const known = liveSessions.get(videoId);
  if (known) return Promise.resolve(known);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), waitMs);
    const answer = (sessionId: string) => {
      clearTimeout(timer);
      resolve(sessionId);
    };
    waiting.set(videoId, [...(waiting.get(videoId) ?? []), answer]);
  });
}
