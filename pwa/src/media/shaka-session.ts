import type { DataSaverMode } from '@academy/shared';
import { saveBandwidthEstimate, startEstimate } from './bandwidth-memory.ts';
import { playlistForDataSaver } from './data-saver-playlist.ts';
import { isExpiredLink, isShakaError, otherErrorKind, shakaErrorKind } from './playback-errors.ts';
import { installLessonPrefetch, prefetchLesson } from './lesson-prefetch.ts';
import { mediaSupportOf, playlistUrlFor, usesNativeHls } from './native-hls.ts';
import { loadShaka } from './shaka-loader.ts';
import type { PlayerProblem } from './player-types.ts';

/**
 * One Shaka Player attached to one <video>, free of React so both players (admin and learner) share
 * it through `useShakaPlayer`.
 *
 * - Start-up: `abr.useNetworkInformation` off and the start estimate from the last session (300 kbit/s
 *   the first time), measured in ARCHITECTURE.md as the difference between 20 s and 4 s to the first
 *   frame on a weak link; `maxStartEstimate` caps a remembered estimate, which can overshoot the link.
 * - Keys: the request filter adds the viewer's bearer token to KEY requests only; playlists and
 *   segments are signed links already and must stay cacheable without it.
 * - The key, the playlists and the first segments are fetched at once, not one after the other
 *   (lesson-prefetch.ts).
 * - The data saver: a response filter cuts every master playlist down to the one variant the mode
 *   keeps before Shaka parses it (data-saver-playlist.ts), so no other rendition is ever fetched. The
 *   mode is read at each load: calling `load` again applies a new one.
 * - WebKitGTK (GStreamer media backend) silently drops media segments appended after
 *   `SourceBuffer.abort()` until an init segment comes again, so no lesson played there. Shaka aborts
 *   before the first media segment to move the timeline onto the playlist's times (ffmpeg's fMP4
 *   starts 0.08 s late: two B-frames). `ignoreManifestTimestampsInSegmentsMode` keeps the segments' own
 *   times, which agree with the playlist (one encode, no gaps), so no abort comes between init and
 *   media and WebKitGTK plays; Chromium and Firefox start as fast (docs/browsers.md).
 * - Errors come back classified: `expired` (a 403 on a playlist, segment or key: fresh links help) or a
 *   problem kind. What Shaka recovers from by itself (a recoverable error: it switched rendition; or a
 *   fresh media source after a decode error) is reported apart, as a recovery: only the caller can
 *   tell whether the video moved on after it (use-shaka-player.ts).
 */
export type ShakaPlayer = InstanceType<Awaited<ReturnType<typeof loadShaka>>['Player']>;

export interface SessionHandlers {
  getToken: () => string | null;
  /** A critical error, or an expired link (then `expired` is true). */
  onError: (problem: PlayerProblem, expired: boolean) => void;
  /** Shaka recovered from a problem by itself: another rendition, or a fresh media source. */
  onRecovered?: (problem: PlayerProblem) => void;
  /** Caps the remembered start estimate (bits per second). */
  maxStartEstimate?: number;
  /** The data saver's mode, read whenever a playlist arrives; `off` when not given. */
  dataSaver?: () => DataSaverMode;
  /**
   * The lesson's DRM session id, asked for at each load only where Shaka hands the playlist to the
   * browser's own HLS player (no MSE: older iPhones), which cannot send the token (native-hls.ts).
   */
  nativeHlsSession?: () => Promise<string | null>;
}

export interface ShakaSession {
  /** Loads a master playlist, at a position in seconds (null: the start). */
  load: (url: string, startAt: number | null) => Promise<void>;
  /** Settles once the player has let go of the <video>: a new player may attach to it then. */
  destroy: () => Promise<void>;
}

const BANDWIDTH_SAVE_MS = 10_000;

/**
 * How far ahead the player fetches before the lesson's first play, instead of Shaka's 10 s. A visitor
 * who opened a shared lesson and never pressed Play downloaded 10 s of it: four segments, and often a
 * switch to a better rung with its own playlist and init segment. On a metered link that is data for
 * nothing, and on a phone each fetch and append is a task of its own while the page loads (issue 26).
 * The first two segments (1 s, then 2 s: transcoder/src/hls/ffmpeg-args.ts) let Play start at once;
 * the goal is a little under their 3 s because the second ends at 2.95 s, and the next one is 4 s long.
 * From the first play on, Shaka's own goal applies.
 */
export const BEFORE_PLAY_BUFFER_S = 2.5;
/** Shaka's default `streaming.bufferingGoal`, from the first play on. */
export const PLAYING_BUFFER_S = 10;

/** Resolves in a later task, so the browser can paint and handle input in between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * What an error means for the viewer, or null for one Shaka recovers from itself. `loadFailed`: the
 * error rejected a load, which failed whatever severity the error says (Shaka lowers a streaming
 * error's severity on the same object once it has disabled the stream, after reporting it).
 */
export function classifyError(
  err: unknown,
  { loadFailed = false } = {},
): { problem: PlayerProblem; expired: boolean } | null {
  if (!isShakaError(err)) return { problem: otherErrorKind(err), expired: false };
  if (isExpiredLink(err)) return { problem: 'network', expired: true };
  if (!loadFailed && (err as { severity?: number }).severity === 1) return null;
  return { problem: shakaErrorKind(err), expired: false };
}

/** Creates the player; rejects with a problem kind when Shaka cannot run here. */
export async function openShakaSession(
  video: HTMLVideoElement,
  handlers: SessionHandlers,
): Promise<ShakaSession> {
  let shaka;
  try {
    shaka = await loadShaka();
  } catch {
    throw 'network' satisfies PlayerProblem;
  }
  if (!shaka.Player.isBrowserSupported()) throw 'unsupported' satisfies PlayerProblem;
  installLessonPrefetch(shaka);
  // A new task for the player itself (its engines, then the media source): Shaka is often ready in
  // the task that starts the prefetch's requests, and the two together made one long task (issue 26).
  await nextTask();
  const player = new shaka.Player();
  await player.attach(video);
  const estimate = startEstimate(handlers.maxStartEstimate);
  player.configure({
    abr: { useNetworkInformation: false, defaultBandwidthEstimate: estimate },
    manifest: { hls: { ignoreManifestTimestampsInSegmentsMode: true } },
  });
  const stopWaitingForPlay = fetchLessAheadUntilPlay(player, video);
  const keyType = shaka.net.NetworkingEngine.RequestType.KEY;
  player.getNetworkingEngine()?.registerRequestFilter((type, request) => {
    if (type !== keyType) return;
    const token = handlers.getToken();
    if (token) request.headers['Authorization'] = `Bearer ${token}`;
  });
  const { MANIFEST } = shaka.net.NetworkingEngine.RequestType;
  player.getNetworkingEngine()?.registerResponseFilter((type, response) => {
    const mode = handlers.dataSaver?.() ?? 'off';
    if (type !== MANIFEST || mode === 'off') return;
    const listed = new TextDecoder().decode(response.data);
    const kept = playlistForDataSaver(listed, mode);
    if (kept !== listed) response.data = new TextEncoder().encode(kept);
  });
  let destroyed = false;
  player.addEventListener('error', (event) => {
    if (destroyed) return;
    const error = (event as unknown as { detail?: unknown }).detail;
    const found = classifyError(error);
    if (found) handlers.onError(found.problem, found.expired);
    else if (isShakaError(error)) handlers.onRecovered?.(shakaErrorKind(error));
  });
  // After a decode error (VIDEO_ERROR) Shaka resets the media source and tells nothing but this.
  player.addEventListener('mediasourcerecovered', () => {
    if (!destroyed) handlers.onRecovered?.('decode');
  });
  const support = mediaSupportOf(video);
  // And the load in a task after the configuring: on the watch page attach, configure and load's
  // start were one 60 ms task (×4 on a phone).
  await nextTask();
  const saveTimer = setInterval(
    () => saveBandwidthEstimate(player.getStats().estimatedBandwidth),
    BANDWIDTH_SAVE_MS,
  );
  return {
    load: async (url, startAt) => {
      const at = startAt !== null && startAt > 0 ? startAt : null;
      if (usesNativeHls(support)) {
        // The browser fetches everything itself: nothing to prefetch for it.
        const sessionId = (await handlers.nativeHlsSession?.()) ?? null;
        return player.load(playlistUrlFor(url, support, sessionId), at);
      }
      void prefetchLesson(url, handlers.getToken(), estimate, at, handlers.dataSaver?.());
      await player.load(url, at);
    },
    destroy: () => {
      destroyed = true;
      stopWaitingForPlay();
      clearInterval(saveTimer);
      saveBandwidthEstimate(player.getStats().estimatedBandwidth);
      return player.destroy().catch(() => undefined);
    },
  };
}

/**
 * Holds the player to BEFORE_PLAY_BUFFER_S until the <video> first plays (a lesson started on its own
 * plays at once). The goal in force is written on the element (`data-buffer-goal`), where the page's
 * fonts read how much the lesson will have before they may share the link (styles/web-fonts.ts).
 * Returns what stops the waiting.
 */
function fetchLessAheadUntilPlay(player: ShakaPlayer, video: HTMLVideoElement): () => void {
  const setGoal = (seconds: number) => {
    player.configure({ streaming: { bufferingGoal: seconds } });
    video.dataset.bufferGoal = String(seconds);
  };
  if (!video.paused) {
    setGoal(PLAYING_BUFFER_S);
    return () => undefined;
  }
  setGoal(BEFORE_PLAY_BUFFER_S);
  const played = () => setGoal(PLAYING_BUFFER_S);
  video.addEventListener('play', played, { once: true });
  return () => video.removeEventListener('play', played);
}
