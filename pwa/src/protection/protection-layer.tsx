import { PROTECTION, PROTECTION_MESSAGES, type ViolationKind } from '@academy/shared';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { getAdminToken } from '../session/admin-session.ts';
import { apiRequest } from '../api/api-client.ts';
import { useAuthToken, useStoredUser } from '../session/auth-storage.ts';
import { siteConfig } from '../config/site-config.ts';
import { reportViolation } from './drm-session.ts';
import { mayAlert } from './protection-rules.ts';
import { RecordingBlockedOverlay } from './recording-blocked-overlay.tsx';
import { startRecordingGuard } from './recording-guard.ts';
import { SessionProblemOverlay } from './session-problem-overlay.tsx';
import { useDrmSession } from './use-drm-session.ts';
import { useProtectedKeys } from './use-protected-keys.ts';
import { ViewerWatermark } from './viewer-watermark.tsx';

const STRONG_MESSAGE: Partial<Record<ViolationKind, string>> = {
  screen_capture: PROTECTION_MESSAGES.screenRecording,
  devtools: PROTECTION_MESSAGES.devtools,
  game_bar: PROTECTION_MESSAGES.screenRecording,
};

export interface ProtectionLayerProps {
  videoId: string;
  videoRef: RefObject<HTMLVideoElement | null>;
  /**
   * A downloaded lesson playing from the device: its licence names the viewer instead of an online
   * session (there may be no connection), and the watermark shows the same viewer code.
   */
  offline?: { viewerCode: string; licenceCode: string };
}

/**
 * The learner player's protection (spec 000 §4 "Protection"): a session with the viewer's codes, the
 * moving watermark, the blocked keys, the recording guard and its blocking overlay, and the security
 * check every 30 s. Goes inside the player's full-screen container. Admins are exempt (spec 000 §4).
 */
export function ProtectionLayer(props: ProtectionLayerProps) {
  const user = useStoredUser();
  if (user?.role === 'admin' || getAdminToken()) return null;
  if (props.offline) return <OfflineProtection videoRef={props.videoRef} {...props.offline} />;
  return <ActiveProtection {...props} />;
}

/**
 * The recording guard: a strong sign of recording pauses the lesson and blocks it until cleared
 * (spec 000 §4); every sign is passed to `report`, which an online session sends to the server.
 */
function useRecordingBlock(
  videoRef: RefObject<HTMLVideoElement | null>,
  report?: (kind: ViolationKind, detail: string | undefined) => void,
) {
  const [blocked, setBlocked] = useState<string | null>(null);
  const lastAlert = useRef<number | null>(null);
  useEffect(() => {
    return startRecordingGuard(videoRef.current, {
      onStrong: (kind, detail) => {
        videoRef.current?.pause();
        if (!mayAlert(lastAlert.current, Date.now())) return;
        lastAlert.current = Date.now();
        setBlocked(STRONG_MESSAGE[kind] ?? PROTECTION_MESSAGES.screenRecording);
        report?.(kind, detail);
      },
      onWeak: (kind, detail) => report?.(kind, detail),
    });
  }, [videoRef, report]);
  return { blocked, clear: () => setBlocked(null) };
}

/** A downloaded lesson: the watermark from its licence, the blocked keys and the recording guard. */
function OfflineProtection(props: {
  videoRef: RefObject<HTMLVideoElement | null>;
  viewerCode: string;
  licenceCode: string;
}) {
  useProtectedKeys(true);
  const { blocked, clear } = useRecordingBlock(props.videoRef);
  useHoldPlayback(props.videoRef, blocked !== null);
  return (
    <>
      <ViewerWatermark
        viewerCode={props.viewerCode}
        sessionCode={props.licenceCode}
        brand={siteConfig.appName}
      />
      {blocked && <RecordingBlockedOverlay message={blocked} onCleared={clear} />}
    </>
  );
}

/** While `hold` is true the lesson cannot be played, from the controls either. */
function useHoldPlayback(videoRef: RefObject<HTMLVideoElement | null>, hold: boolean) {
  useEffect(() => {
    const video = videoRef.current;
    if (!video || !hold) return;
    video.pause();
    const handlePlay = () => video.pause();
    video.addEventListener('play', handlePlay);
    return () => video.removeEventListener('play', handlePlay);
  }, [videoRef, hold]);
}

function ActiveProtection({ videoId, videoRef }: ProtectionLayerProps) {
  const token = useAuthToken();
  const user = useStoredUser();
  const drm = useDrmSession(videoId, token, user?._id ?? user?.id ?? null);
  const [sessionProblem, setSessionProblem] = useState<string | null>(null);
  const session = drm.session;
  useProtectedKeys(true);
  const report = useCallback(
    (kind: ViolationKind, detail: string | undefined) =>
      session && reportViolation(session, token, kind, detail),
    [session, token],
  );
  const { blocked, clear } = useRecordingBlock(videoRef, report);

  // A learner's lesson does not play without its session (it is what names the viewer); a visitor's
  // free preview does: visitor sessions are capped per address, and there is no one to trace.
  const noSession = drm.status === 'failed' && token !== null;
  // While blocked (or without a session) the lesson cannot be played from the controls either.
  useHoldPlayback(videoRef, blocked !== null || sessionProblem !== null || noSession);

  // The security check (every 30 s): the session must still be valid for this lesson.
  useEffect(() => {
    if (!session) return;
    const timer = setInterval(() => {
      apiRequest<{ valid: boolean }>(`/api/drm/sessions/${session.sessionId}/validate`, {
        method: 'POST',
        token,
        body: { videoId },
      }).then(
        ({ data }) => setSessionProblem(data.valid ? null : PROTECTION_MESSAGES.invalidSession),
        // Offline or a server hiccup is not a verdict: the next check decides.
        () => undefined,
      );
    }, PROTECTION.securityCheckMs);
    return () => clearInterval(timer);
  }, [session, token, videoId]);

  return (
    <>
      {session && (
        <ViewerWatermark
          viewerCode={session.viewerCode ?? ''}
          sessionCode={session.watermarkData}
          brand={siteConfig.appName}
        />
      )}
      {blocked && <RecordingBlockedOverlay message={blocked} onCleared={clear} />}
      {!blocked && (noSession || sessionProblem) && (
        <SessionProblemOverlay message={sessionProblem ?? PROTECTION_MESSAGES.initFailed} />
      )}
    </>
  );
}
