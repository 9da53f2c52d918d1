import { useEffect, useState } from 'react';
import {
  clearLiveDrmSession,
  endDrmSession,
  openDrmSession,
  setLiveDrmSession,
  type DrmSession,
} from './drm-session.ts';
import { sessionNeedsRefresh } from './protection-rules.ts';

export type DrmSessionState =
  | { status: 'opening'; session: null }
  | { status: 'ready'; session: DrmSession }
  | { status: 'failed'; session: DrmSession | null };

/**
 * Opens the protection session for a lesson, renews it before it runs out (checked once a minute), and
 * ends it when the lesson changes or the page closes. A failed renewal keeps the old session until it
 * ends, so a short network drop does not stop the lesson.
 */
export function useDrmSession(
  videoId: string,
  token: string | null,
  userId: string | null,
): DrmSessionState {
  // Tagged with its lesson, so a change of lesson reads as 'opening' until the new session is there.
  const [state, setState] = useState<{ videoId: string; value: DrmSessionState } | null>(null);

  useEffect(() => {
    let current: DrmSession | null = null;
    let cancelled = false;
    const open = async () => {
      try {
        const next = await openDrmSession(videoId, token, userId);
        if (cancelled) return endDrmSession(next, token);
        if (current) endDrmSession(current, token);
        current = next;
        setLiveDrmSession(videoId, next.sessionId);
        setState({ videoId, value: { status: 'ready', session: next } });
      } catch {
        // The old session still serves until it ends; only then is the lesson without one.
        if (!cancelled && (!current || Date.parse(current.expiresAt) <= Date.now()))
          setState({ videoId, value: { status: 'failed', session: current } });
      }
    };
    void open();
    const renew = setInterval(() => {
      if (current && sessionNeedsRefresh(current.expiresAt, Date.now())) void open();
    }, 60_000);
    const handlePageHide = () => current && endDrmSession(current, token);
    window.addEventListener('pagehide', handlePageHide);
    return () => {
      cancelled = true;
      clearInterval(renew);
      window.removeEventListener('pagehide', handlePageHide);
      if (current) {
        endDrmSession(current, token);
        clearLiveDrmSession(videoId, current.sessionId);
      }
    };
  }, [videoId, token, userId]);

  return state?.videoId === videoId ? state.value : { status: 'opening', session: null };
}
