import type { DataSaverMode } from '@academy/shared';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { startEstimate } from './bandwidth-memory.ts';
import { prefetchLesson } from './lesson-prefetch.ts';
import { isLinkExpiring, LINK_CHECK_EVERY_MS, LINK_CHECK_FIRST_MS } from './link-expiry.ts';
import { classifyError, openShakaSession, type ShakaSession } from './shaka-session.ts';
import { startPlaylist, type LessonRenditions } from './start-playlist.ts';
import type { PlayerNotice, PlayerProblem, PlayerStatus } from './player-types.ts';

/**
 * Plays an encrypted HLS lesson in a <video> with Shaka Player, for the admin and the learner player.
 *
 * - Expired links: a 403 on a playlist, segment or key asks for fresh links (`refreshUrl`, i.e.
 *   GET /api/videos/{id} again) once and reloads at the same position, playing if it was. With
 *   `expiresAt`, links are also refreshed before they expire (spec 000 §4 Video link).
 * - `autoRetries` (learner: 3): other critical errors reload at the same position 1 s later, up to that
 *   many times, then stop with `retriesFailed` (spec 000 §4, §8 'All retry attempts failed').
 * - Shaka's own recoveries (another rendition, a fresh media source) count too: after
 *   `SHAKA_RECOVERIES` of them with the video no further on, it is not recovering (undecodable
 *   segments loop through every rendition, every 30 s, for good) and the player stops as when its
 *   retries ran out, with the problem as the cause. So does a recovery after which the video has
 *   neither moved on nor anything to play within `RECOVERY_PATIENCE_MS` (Shaka can reset the media
 *   source and then sit idle: seen in Chromium on a course-page preview, "ready" for 45 s).
 * - Offline: a network problem while the device says it is offline spends no retry. The player says
 *   it waits for the connection (`waitingForConnection`) and, on `online`, reloads at the same
 *   position, playing if it still was: the retries, 1 s apart, were all spent within a connection
 *   drop of a few seconds, and a learner whose link came back was left with an error to dismiss.
 * - `loadTimeoutMs` (learner: 30 s): still not playable by then stops with `timeout`; not while the
 *   player waits for the connection.
 * - `dataSaver`: plays only the rendition the mode keeps (shaka-session.ts); a change reloads the
 *   lesson at the same position, playing if it was, without a new player.
 * - "Playing if it was" is the learner's wish when a reload ends: their last play or pause, also one
 *   pressed while it ran, since a load resets the <video> and drops a play asked for meanwhile.
 */
export type { PlayerProblem, PlayerStatus } from './player-types.ts';

export interface ShakaPlayerOptions {
  /** The signed master playlist when the screen opened; null when there is none to play. */
  url: string | null;
  /** Reloads the player when it changes (another video or version), never on a fresh signature. */
  reloadKey: string;
  /** The bearer token for key requests (admin or learner), read on every request. */
  getToken: () => string | null;
  /** Fresh signed links for the same video, or null when it can no longer be played. */
  refreshUrl: () => Promise<string | null>;
  /** When the current links stop working (ISO 8601), read on every check. */
  expiresAt?: string | null;
  /** Where to start, in seconds, read when the video loads (a learner's resume point). */
  startAt?: number | null;
  autoRetries?: number;
  loadTimeoutMs?: number;
  /** Caps the remembered start estimate (bits per second). */
  maxStartEstimate?: number;
  /** The data saver's mode; `off` when not given. */
  dataSaver?: DataSaverMode;
  /** The lesson's DRM session id, for the browser's own HLS player only (shaka-session.ts). */
  nativeHlsSession?: () => Promise<string | null>;
  /**
   * The lesson's renditions and their media playlists' links, when its data has them: the playlist
   * the player starts on is fetched beside the master (start-playlist.ts).
   */
  renditions?: LessonRenditions;
}

export interface ShakaPlayerState {
  status: PlayerStatus;
  problem: PlayerProblem | null;
  /** The playback problem behind `retriesFailed`. */
  cause: PlayerProblem | null;
  notice: PlayerNotice;
  /** Loads the video again after an error. */
  retry: () => void;
}

/** After a refresh has kept playback going this long, a later expiry may refresh again. */
const REFRESH_AGAIN_AFTER_MS = 60_000;
const RETRY_DELAY_MS = 1_000;
/** Playing this long without trouble gives the retries back. */
const RETRIES_RESET_MS = 30_000;
/** Shaka's recoveries in a row, with the video no further on, that still count as recovering. */
const SHAKA_RECOVERIES = 3;
/** How far the video must have moved (seconds) for a recovery to have worked. */
const MOVED_ON_S = 1;
/** How long a recovery may take to give the video something to play (a weak link included). */
const RECOVERY_PATIENCE_MS = 20_000;
/** HTMLMediaElement.HAVE_FUTURE_DATA: the video can play on from where it is. */
const HAVE_FUTURE_DATA = 3;

type State = Omit<ShakaPlayerState, 'retry'>;
const LOADING: State = { status: 'loading', problem: null, cause: null, notice: null };

export function useShakaPlayer(
  videoRef: RefObject<HTMLVideoElement | null>,
  options: ShakaPlayerOptions,
): ShakaPlayerState {
  const [state, setState] = useState<State>(LOADING);
  const [attempt, setAttempt] = useState(0);
  // Read when needed, so a refetched URL or token never reloads a playing video.
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  // Set by the playing session: reloads it at the same position (the data saver changed).
  const reloadHere = useRef<(() => void) | null>(null);
  const { reloadKey, dataSaver = 'off' } = options;
  // The last player's teardown: Shaka's destroy detaches from the <video> asynchronously, and a new
  // player attached before it has finished loses its media source to it (a Retry that never loads).
  const teardown = useRef<Promise<unknown>>(Promise.resolve());
  const appliedSaver = useRef(dataSaver);
  useEffect(() => {
    if (appliedSaver.current === dataSaver) return;
    appliedSaver.current = dataSaver;
    reloadHere.current?.();
  }, [dataSaver]);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const opts = latest.current;
    if (!opts.url) {
      setState({ ...LOADING, status: 'error', problem: 'noSource' });
      return;
    }
    let stopped = false;
    let session: ShakaSession | null = null;
    let url = opts.url;
    let ready = false;
    // One recovery at a time: errors arrive in bursts (links expire together).
    let busy = false;
    let refreshedAt = 0;
    let retries = 0;
    let troubleAt = 0;
    // Set while the player waits for the connection to come back: removes the `online` listener.
    let stopWaiting: (() => void) | null = null;
    const timers: Array<ReturnType<typeof setTimeout>> = [];
    setState(LOADING);

    // Each load is numbered: only the newest one's outcome counts (an older one, interrupted by a
    // retry, rejects as aborted), and a failure ends them all until Retry starts afresh.
    let loads = 0;
    let failed = false;
    const fail = (problem: PlayerProblem, cause: PlayerProblem | null = null) => {
      if (stopped) return;
      failed = true;
      loads += 1;
      setState({ status: 'error', problem, cause, notice: null });
    };
    const position = () => (video.currentTime > 0 ? video.currentTime : (opts.startAt ?? null));
    // Whether the learner wants the lesson playing, from the <video>'s own play and pause events. A
    // reload resets the element (paused, with no pause event: HTML's media load algorithm) and drops
    // a play asked for meanwhile, so a reload plays on as this says when it ends, not as the element
    // was when the trouble began: a learner who pressed play during it was left paused, and their
    // next press, meant as pause, started the lesson (watch.spec.ts under load).
    let wantsPlay = !video.paused && !video.ended;
    const onPlay = () => (wantsPlay = true);
    const onPause = () => (wantsPlay = false);
    video.addEventListener('play', onPlay);
    video.addEventListener('pause', onPause);

    const saver = () => latest.current.dataSaver ?? 'off';
    /** Loads the lesson at `at`; `again`: a reload, which plays on if the learner wants it playing. */
    const loadAt = async (at: number | null, again: boolean) => {
      if (!session || failed) return;
      const mine = ++loads;
      const mode = saver();
      // A load that never settles ends like a first one (a retry's included): with the time-out.
      let settled = false;
      const limit = latest.current.loadTimeoutMs;
      if (limit)
        timers.push(setTimeout(() => !settled && mine === loads && fail('timeout'), limit));
      try {
        await session.load(url, at);
      } catch (err) {
        settled = true;
        if (mine === loads && !stopped) throw err;
        return;
      }
      settled = true;
      if (stopped || mine !== loads) return;
      ready = true;
      busy = false;
      setState({ status: 'ready', problem: null, cause: null, notice: null });
      // The data saver changed during the load: a second load would have interrupted this one.
      if (saver() !== mode) return reload();
      if (again && wantsPlay) await video.play().catch(() => undefined);
    };
    const reload = () => {
      if (!ready || busy) return; // the load under way applies the mode when it ends
      const at = position();
      busy = true;
      setState(LOADING);
      loadAt(at, true).catch((err: unknown) => {
        busy = false;
        onLoadError(err);
      });
    };
    reloadHere.current = reload;

    const refreshLinks = async () => {
      busy = true;
      setState((s) => ({ ...s, notice: 'refreshingLink' }));
      const at = position();
      const fresh = await latest.current.refreshUrl().catch(() => null);
      if (stopped) return;
      refreshedAt = Date.now();
      if (!fresh) return fail('linkRefreshFailed');
      url = fresh;
      await loadAt(at, true).catch(() => fail('linkRefreshFailed'));
    };

    const waitForConnection = () => {
      busy = true;
      setState((s) => ({ ...s, notice: 'waitingForConnection' }));
      const resume = () => {
        stopWaiting?.();
        if (stopped || failed) return;
        busy = false;
        loadAt(position(), true).catch((err: unknown) => onLoadError(err));
      };
      window.addEventListener('online', resume);
      stopWaiting = () => {
        window.removeEventListener('online', resume);
        stopWaiting = null;
      };
      // Back before the listener was added.
      if (navigator.onLine) resume();
    };

    const handleProblem = (problem: PlayerProblem, expired: boolean) => {
      if (stopped || busy || failed) return;
      if (problem === 'network' && !navigator.onLine) return waitForConnection();
      if (expired) {
        if (Date.now() - refreshedAt > REFRESH_AGAIN_AFTER_MS) void refreshLinks();
        else fail('linkRefreshFailed');
        return;
      }
      const limit = latest.current.autoRetries ?? 0;
      if (Date.now() - troubleAt > RETRIES_RESET_MS) retries = 0;
      troubleAt = Date.now();
      if (retries >= limit) return fail(limit > 0 ? 'retriesFailed' : problem, problem);
      retries += 1;
      busy = true;
      setState((s) => ({ ...s, notice: 'retrying' }));
      const at = position();
      timers.push(
        setTimeout(() => {
          busy = false;
          loadAt(at, true).catch((err: unknown) => onLoadError(err));
        }, RETRY_DELAY_MS),
      );
    };
    let recoveries = 0;
    let recoveredAt = 0;
    const handleRecovery = (problem: PlayerProblem) => {
      if (stopped || failed) return;
      if (video.currentTime > recoveredAt + MOVED_ON_S) recoveries = 0;
      recoveredAt = video.currentTime;
      recoveries += 1;
      const stop = () =>
        fail((latest.current.autoRetries ?? 0) > 0 ? 'retriesFailed' : problem, problem);
      if (recoveries > SHAKA_RECOVERIES) return stop();
      const at = recoveredAt;
      const load = loads;
      timers.push(
        setTimeout(() => {
          // A newer load (a retry, fresh links) has its own time-out; a later recovery its own wait.
          if (stopped || failed || load !== loads || at !== recoveredAt) return;
          if (video.readyState >= HAVE_FUTURE_DATA || video.currentTime > at + MOVED_ON_S) return;
          stop();
        }, RECOVERY_PATIENCE_MS),
      );
    };
    // A rejected load is a failed load whatever severity its error carries now: Shaka lowers a
    // streaming error to recoverable on the same object once it has disabled the stream.
    const onLoadError = (err: unknown) => {
      const found = classifyError(err, { loadFailed: true });
      if (found) handleProblem(found.problem, found.expired);
    };

    if (opts.loadTimeoutMs) {
      timers.push(setTimeout(() => !ready && !stopWaiting && fail('timeout'), opts.loadTimeoutMs));
    }
    if (opts.expiresAt !== undefined) {
      const check = () => {
        if (!busy && ready && isLinkExpiring(latest.current.expiresAt, Date.now())) {
          void refreshLinks();
        }
      };
      timers.push(setTimeout(check, LINK_CHECK_FIRST_MS));
      const every = setInterval(check, LINK_CHECK_EVERY_MS);
      timers.push(every as unknown as ReturnType<typeof setTimeout>);
    }

    // The player starts in a task of its own, not in the one that drew the page: the page's first
    // commit, the prefetch's requests and Shaka's new player each took a share of one 140 ms task (×4
    // on a phone: the watch page's longest, issue 26). The requests leave a task later, a few
    // milliseconds; openShakaSession yields again before the player itself.
    const url0 = opts.url;
    const begin = () => {
      if (stopped) return;
      // The lesson's first bytes download while Shaka itself may still be on its way.
      const startAt =
        opts.startAt !== undefined && opts.startAt !== null && opts.startAt > 0
          ? opts.startAt
          : null;
      const estimate = startEstimate(opts.maxStartEstimate);
      void prefetchLesson(
        url0,
        opts.getToken(),
        estimate,
        startAt,
        saver(),
        startPlaylist(opts.renditions, saver(), estimate),
      );
      void open();
    };
    const open = async () => {
      await teardown.current;
      if (stopped) return;
      try {
        session = await openShakaSession(video, {
          getToken: () => latest.current.getToken(),
          onError: handleProblem,
          onRecovered: handleRecovery,
          maxStartEstimate: opts.maxStartEstimate,
          dataSaver: saver,
          nativeHlsSession: () => latest.current.nativeHlsSession?.() ?? Promise.resolve(null),
        });
      } catch (err) {
        return fail(typeof err === 'string' ? (err as PlayerProblem) : 'unknown');
      }
      if (stopped) {
        teardown.current = Promise.resolve(session.destroy());
        return;
      }
      await loadAt(opts.startAt ?? null, false).catch(onLoadError);
    };
    timers.push(setTimeout(begin, 0));

    return () => {
      stopped = true;
      stopWaiting?.();
      video.removeEventListener('play', onPlay);
      video.removeEventListener('pause', onPause);
      reloadHere.current = null;
      for (const timer of timers) {
        clearTimeout(timer);
        clearInterval(timer);
      }
      if (session) teardown.current = Promise.resolve(session.destroy());
    };
  }, [videoRef, reloadKey, attempt]);

  return { ...state, retry: () => setAttempt((n) => n + 1) };
}
