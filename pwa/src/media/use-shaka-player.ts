import { useEffect, useRef, useState, type RefObject } from 'react';
import { readBandwidthEstimate, saveBandwidthEstimate } from './bandwidth-memory.ts';
import {
  isExpiredLink,
  isShakaError,
  shakaErrorKind,
  type PlaybackProblemKind,
} from './playback-errors.ts';
import { loadShaka } from './shaka-loader.ts';

/**
 * Plays an encrypted HLS lesson in a <video> with Shaka Player (the admin player now, the learner
 * player later).
 *
 * - Start-up: `abr.useNetworkInformation` off and the start estimate from the last session (300 kbit/s
 *   the first time), measured in ARCHITECTURE.md as the difference between 20 s and 4 s to the first
 *   frame on a weak link.
 * - Keys: the request filter adds the viewer's bearer token to KEY requests only; playlists and
 *   segments are signed links already and must stay cacheable without it.
 * - Expired links: a 403 on a playlist, segment or key makes it ask for fresh links (`refreshUrl`,
 *   i.e. GET /api/videos/{id} again) once, and reload at the same position, playing if it was.
 */
export type PlayerStatus = 'loading' | 'ready' | 'error';
export type PlayerProblem = PlaybackProblemKind | 'noSource';

export interface ShakaPlayerOptions {
  /** The signed master playlist when the screen opened; null when there is none to play. */
  url: string | null;
  /** Reloads the player when it changes (another video or version), never on a fresh signature. */
  reloadKey: string;
  /** The bearer token for key requests (admin or learner), read on every request. */
  getToken: () => string | null;
  /** Fresh signed links for the same video, or null when it can no longer be played. */
  refreshUrl: () => Promise<string | null>;
}

export interface ShakaPlayerState {
  status: PlayerStatus;
  problem: PlayerProblem | null;
  /** Loads the video again after an error. */
  retry: () => void;
}

/** After a refresh has kept playback going this long, a later expiry may refresh again. */
const REFRESH_AGAIN_AFTER_MS = 60_000;
const BANDWIDTH_SAVE_MS = 10_000;

export function useShakaPlayer(
  videoRef: RefObject<HTMLVideoElement | null>,
  options: ShakaPlayerOptions,
): ShakaPlayerState {
  const [state, setState] = useState<{ status: PlayerStatus; problem: PlayerProblem | null }>({
    status: 'loading',
    problem: null,
  });
  const [attempt, setAttempt] = useState(0);
  // Read when needed, so a refetched URL or token never reloads a playing video.
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  const { reloadKey } = options;
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const initialUrl = latest.current.url;
    if (!initialUrl) {
      setState({ status: 'error', problem: 'noSource' });
      return;
    }
    let stopped = false;
    let player: InstanceType<Awaited<ReturnType<typeof loadShaka>>['Player']> | null = null;
    // Links expire together, so several 403s arrive at once: one refresh serves them all. A 403 soon
    // after a refresh means fresh links do not help either, and is shown as an error.
    let refreshing = false;
    let refreshedAt = 0;
    let saveTimer: ReturnType<typeof setInterval> | null = null;
    setState({ status: 'loading', problem: null });

    const fail = (problem: PlayerProblem) => {
      if (!stopped) setState({ status: 'error', problem });
    };

    const reloadWithFreshLinks = async () => {
      refreshing = true;
      const position = video.currentTime;
      const wasPlaying = !video.paused && !video.ended;
      const url = await latest.current.refreshUrl().catch(() => null);
      if (stopped || !player) return;
      if (!url) {
        refreshing = false;
        fail('noSource');
        return;
      }
      try {
        await player.load(url, position > 0 ? position : null);
        refreshing = false;
        refreshedAt = Date.now();
        if (stopped) return;
        setState({ status: 'ready', problem: null });
        if (wasPlaying) await video.play().catch(() => undefined);
      } catch (err) {
        refreshing = false;
        refreshedAt = Date.now();
        handleError(err);
      }
    };

    const handleError = (err: unknown) => {
      if (stopped) return;
      if (!isShakaError(err)) {
        fail('unknown');
        return;
      }
      if (isExpiredLink(err)) {
        if (refreshing) return;
        if (Date.now() - refreshedAt > REFRESH_AGAIN_AFTER_MS) {
          void reloadWithFreshLinks();
          return;
        }
      }
      // Recoverable errors (severity 1) are Shaka's own business; only critical ones stop playback.
      const severity = (err as { severity?: number }).severity;
      if (severity === 1) return;
      const kind = shakaErrorKind(err);
      // The old load cut short by the refresh's new one is not the viewer's problem.
      if (kind === 'aborted' && refreshing) return;
      fail(kind);
    };

    void (async () => {
      let shaka;
      try {
        shaka = await loadShaka();
      } catch {
        fail('network');
        return;
      }
      if (stopped) return;
      if (!shaka.Player.isBrowserSupported()) {
        fail('unsupported');
        return;
      }
      player = new shaka.Player();
      await player.attach(video);
      if (stopped) {
        void player.destroy();
        return;
      }
      player.configure({
        abr: {
          useNetworkInformation: false,
          defaultBandwidthEstimate: readBandwidthEstimate(),
        },
      });
      const keyType = shaka.net.NetworkingEngine.RequestType.KEY;
      player.getNetworkingEngine()?.registerRequestFilter((type, request) => {
        if (type !== keyType) return;
        const token = latest.current.getToken();
        if (token) request.headers['Authorization'] = `Bearer ${token}`;
      });
      player.addEventListener('error', (event) => {
        handleError((event as unknown as { detail?: unknown }).detail);
      });
      saveTimer = setInterval(() => {
        if (player) saveBandwidthEstimate(player.getStats().estimatedBandwidth);
      }, BANDWIDTH_SAVE_MS);
      try {
        await player.load(initialUrl);
        if (!stopped) setState({ status: 'ready', problem: null });
      } catch (err) {
        handleError(err);
      }
    })();

    return () => {
      stopped = true;
      if (saveTimer) clearInterval(saveTimer);
      if (player) {
        saveBandwidthEstimate(player.getStats().estimatedBandwidth);
        void player.destroy();
      }
    };
  }, [videoRef, reloadKey, attempt]);

  return { ...state, retry: () => setAttempt((n) => n + 1) };
}
