import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlayerProblem } from './player-types.ts';
import type { SessionHandlers } from './shaka-session.ts';
import { useShakaPlayer, type ShakaPlayerOptions } from './use-shaka-player.ts';

/**
 * The player hook's state machine over a stand-in for Shaka (happy-dom plays no media): the seam is
 * `openShakaSession`, whose session loads a playlist and reports errors. A stand-in error is
 * `{ problem, expired }`, classified as such.
 */
type FakeError = { problem: PlayerProblem; expired: boolean; recoverable?: boolean };
const shaka = vi.hoisted(() => ({
  opened: 0,
  destroyed: 0,
  handlers: null as SessionHandlers | null,
  open: null as null | (() => Promise<void>),
  loads: [] as { url: string; at: number | null }[],
  /** What each load does: resolve (playable) or reject with a FakeError; default resolves. */
  nextLoads: [] as (() => Promise<void>)[],
  /** What the next destroy waits for (Shaka's destroy is asynchronous); default settles at once. */
  destroying: null as Promise<void> | null,
}));

vi.mock('./shaka-session.ts', () => ({
  // As Shaka's: a recoverable error is nothing to report, unless it rejected a load.
  classifyError: (err: unknown, { loadFailed = false } = {}) =>
    (err as FakeError).recoverable && !loadFailed ? null : (err as FakeError),
  openShakaSession: async (_video: HTMLVideoElement, handlers: SessionHandlers) => {
    await shaka.open?.();
    shaka.opened += 1;
    shaka.handlers = handlers;
    return {
      load: (url: string, at: number | null) => {
        shaka.loads.push({ url, at });
        return (shaka.nextLoads.shift() ?? (async () => undefined))();
      },
      destroy: () => {
        shaka.destroyed += 1;
        const done = shaka.destroying ?? Promise.resolve();
        shaka.destroying = null;
        return done;
      },
    };
  },
}));
vi.mock('./lesson-prefetch.ts', () => ({ prefetchLesson: () => undefined }));

const failing =
  (problem: PlayerProblem, expired = false) =>
  () =>
    Promise.reject({ problem, expired } satisfies FakeError);
const never = () => new Promise<void>(() => undefined);
/** A failed load whose error Shaka has marked recoverable by the time the load rejects. */
const recoverable = () =>
  Promise.reject({ problem: 'decode', expired: false, recoverable: true } satisfies FakeError);

function renderPlayer(options: Partial<ShakaPlayerOptions> = {}) {
  return renderPlayerWithVideo(options);
}

/** As renderPlayer, with the <video> (happy-dom keeps whatever currentTime is set). */
function renderPlayerWithVideo(options: Partial<ShakaPlayerOptions> = {}) {
  const video = document.createElement('video');
  const ref = { current: video };
  const initial: ShakaPlayerOptions = {
    url: '/media/v1/master.m3u8?sig=1',
    reloadKey: 'video-1:1',
    getToken: () => 'learner-token',
    refreshUrl: async () => '/media/v1/master.m3u8?sig=2',
    ...options,
  };
  const rendered = renderHook((props: ShakaPlayerOptions) => useShakaPlayer(ref, props), {
    initialProps: initial,
  });
  return Object.assign(rendered, { video });
}

beforeEach(() => {
  Object.assign(shaka, {
    opened: 0,
    destroyed: 0,
    handlers: null,
    open: null,
    loads: [],
    nextLoads: [],
    destroying: null,
  });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useShakaPlayer', () => {
  it('is loading until the lesson loads, then ready, from the resume point', async () => {
    let loaded = () => undefined as void;
    shaka.nextLoads.push(
      () =>
        new Promise<void>((resolve) => {
          loaded = resolve;
        }),
    );
    const { result } = renderPlayer({ startAt: 42 });
    expect(result.current.status).toBe('loading');
    await waitFor(() =>
      expect(shaka.loads).toEqual([{ url: '/media/v1/master.m3u8?sig=1', at: 42 }]),
    );
    expect(result.current.status).toBe('loading');
    await act(async () => loaded());
    expect(result.current).toMatchObject({ status: 'ready', problem: null, notice: null });
  });

  it('is an error at once when there is nothing to play', () => {
    const { result } = renderPlayer({ url: null });
    expect(result.current).toMatchObject({ status: 'error', problem: 'noSource' });
    expect(shaka.opened).toBe(0);
  });

  it('says so when Shaka cannot run in this browser', async () => {
    shaka.open = () => Promise.reject('unsupported');
    const { result } = renderPlayer();
    await waitFor(() =>
      expect(result.current).toMatchObject({ status: 'error', problem: 'unsupported' }),
    );
  });

  it('stops with the problem when a load fails and no retries are allowed', async () => {
    shaka.nextLoads.push(failing('network'));
    const { result } = renderPlayer();
    await waitFor(() =>
      expect(result.current).toMatchObject({ status: 'error', problem: 'network' }),
    );
  });

  it('retries 1 s later, up to autoRetries, then stops with retriesFailed and the cause', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    shaka.nextLoads.push(
      failing('network'),
      failing('network'),
      failing('network'),
      failing('network'),
    );
    const { result } = renderPlayer({ autoRetries: 3 });
    await act(async () => vi.advanceTimersByTimeAsync(0));
    expect(result.current).toMatchObject({ status: 'loading', notice: 'retrying' });
    expect(shaka.loads).toHaveLength(1);
    for (const loads of [2, 3, 4]) {
      await act(async () => vi.advanceTimersByTimeAsync(1_000));
      expect(shaka.loads).toHaveLength(loads);
    }
    expect(result.current).toMatchObject({
      status: 'error',
      problem: 'retriesFailed',
      cause: 'network',
    });
  });

  it('keeps a lesson the learner paused while a retry waited paused once it has loaded', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { result, video } = renderPlayerWithVideo({ autoRetries: 3 });
    await act(async () => vi.advanceTimersByTimeAsync(0));
    expect(result.current.status).toBe('ready');
    await act(async () => video.play());
    act(() => shaka.handlers!.onError('decode', false));
    expect(result.current.notice).toBe('retrying');
    act(() => video.pause());
    const play = vi.spyOn(video, 'play');
    await act(async () => vi.advanceTimersByTimeAsync(1_000));
    expect(shaka.loads).toHaveLength(2);
    expect(result.current).toMatchObject({ status: 'ready', notice: null });
    expect(play).not.toHaveBeenCalled();
  });

  it('plays on after one failed load when the retry succeeds', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    shaka.nextLoads.push(failing('decode'));
    const { result } = renderPlayer({ autoRetries: 3 });
    await act(async () => vi.advanceTimersByTimeAsync(1_000));
    expect(result.current).toMatchObject({ status: 'ready', problem: null, notice: null });
  });

  it('ends "Trying again" when the retry fails with an error Shaka has since marked recoverable', async () => {
    // Shaka lowers a streaming error's severity to recoverable once it disabled the stream, on the
    // same object the load rejects with: the failed load must still count (seen in Chromium with
    // undecodable segments: "Trying again…" for good).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    shaka.nextLoads.push(failing('decode'), recoverable, recoverable, recoverable);
    const { result } = renderPlayer({ autoRetries: 3, loadTimeoutMs: 30_000 });
    await act(async () => vi.advanceTimersByTimeAsync(3_000));
    expect(shaka.loads).toHaveLength(4);
    expect(result.current).toMatchObject({
      status: 'error',
      problem: 'retriesFailed',
      notice: null,
    });
  });

  it('stops with retriesFailed when Shaka keeps recovering and the video stays where it was', async () => {
    // Undecodable segments in Chromium: the load succeeds, then Shaka disables rendition after
    // rendition and resets the media source, each time a recoverable error, for good.
    const { result } = renderPlayer({ autoRetries: 3 });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    for (let i = 0; i < 3; i += 1) act(() => shaka.handlers!.onRecovered!('decode'));
    expect(result.current).toMatchObject({ status: 'ready', problem: null });
    act(() => shaka.handlers!.onRecovered!('decode'));
    expect(result.current).toMatchObject({
      status: 'error',
      problem: 'retriesFailed',
      cause: 'decode',
    });
  });

  it('takes a recovery after which the video moved on as one that worked', async () => {
    const { result, video } = renderPlayerWithVideo({ autoRetries: 3 });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    for (const at of [0, 0, 0, 5, 5, 5]) {
      video.currentTime = at;
      act(() => shaka.handlers!.onRecovered!('network'));
    }
    expect(result.current).toMatchObject({ status: 'ready', problem: null });
    act(() => shaka.handlers!.onRecovered!('network'));
    expect(result.current).toMatchObject({ status: 'error', cause: 'network' });
  });

  it('stops when, 20 s after a recovery, the video has neither moved on nor anything to play', async () => {
    // Shaka reset the media source after a decode error and then sat idle (Chromium, a preview).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { result } = renderPlayer({ autoRetries: 3 });
    await act(async () => vi.advanceTimersByTimeAsync(0));
    expect(result.current.status).toBe('ready');
    act(() => shaka.handlers!.onRecovered!('decode'));
    await act(async () => vi.advanceTimersByTimeAsync(19_000));
    expect(result.current.status).toBe('ready');
    await act(async () => vi.advanceTimersByTimeAsync(1_000));
    expect(result.current).toMatchObject({
      status: 'error',
      problem: 'retriesFailed',
      cause: 'decode',
    });
  });

  it('takes a recovery after which the video has something to play as one that worked', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { result, video } = renderPlayerWithVideo({ autoRetries: 3 });
    await act(async () => vi.advanceTimersByTimeAsync(0));
    act(() => shaka.handlers!.onRecovered!('network'));
    // Paused where it was, with the next seconds buffered: fine.
    Object.defineProperty(video, 'readyState', { value: 4, configurable: true });
    await act(async () => vi.advanceTimersByTimeAsync(30_000));
    expect(result.current).toMatchObject({ status: 'ready', problem: null });
  });

  it('stops with the problem itself when Shaka keeps recovering in a player without retries', async () => {
    const { result } = renderPlayer();
    await waitFor(() => expect(result.current.status).toBe('ready'));
    for (let i = 0; i < 4; i += 1) act(() => shaka.handlers!.onRecovered!('decode'));
    expect(result.current).toMatchObject({ status: 'error', problem: 'decode' });
  });

  it('stops with timeout when a retry never settles, as a first load would', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { result } = renderPlayer({ autoRetries: 3, loadTimeoutMs: 30_000 });
    await act(async () => vi.advanceTimersByTimeAsync(0));
    expect(result.current.status).toBe('ready');
    shaka.nextLoads.push(never);
    await act(async () => shaka.handlers?.onError('decode', false));
    await act(async () => vi.advanceTimersByTimeAsync(1_000));
    expect(shaka.loads).toHaveLength(2);
    expect(result.current.notice).toBe('retrying');
    await act(async () => vi.advanceTimersByTimeAsync(30_000));
    expect(result.current).toMatchObject({ status: 'error', problem: 'timeout', notice: null });
  });

  it('counts only the newest load: an older one interrupted by a retry neither fails nor retries', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let interrupt = () => undefined as void;
    shaka.nextLoads.push(
      () =>
        new Promise<void>((_resolve, reject) => {
          interrupt = () => reject({ problem: 'aborted', expired: false } satisfies FakeError);
        }),
    );
    const { result } = renderPlayer({ autoRetries: 1, loadTimeoutMs: 30_000 });
    await act(async () => vi.advanceTimersByTimeAsync(0));
    // A segment fails while the first load is still under way: one retry, 1 s later.
    await act(async () => shaka.handlers?.onError('decode', false));
    await act(async () => vi.advanceTimersByTimeAsync(1_000));
    expect(shaka.loads).toHaveLength(2);
    // Shaka rejects the first load as interrupted by the second, which plays.
    await act(async () => interrupt());
    await act(async () => vi.advanceTimersByTimeAsync(5_000));
    expect(shaka.loads).toHaveLength(2);
    expect(result.current).toMatchObject({ status: 'ready', problem: null, notice: null });
  });

  describe('offline', () => {
    let online = true;
    beforeEach(() => {
      online = true;
      vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    });
    afterEach(() => vi.restoreAllMocks());
    const goOnline = () => {
      online = true;
      window.dispatchEvent(new Event('online'));
    };

    it('waits for the connection instead of spending its retries, then loads again where it was', async () => {
      // The connection dropped for longer than three retries 1 s apart: the learner used to be left
      // with "could not be loaded" once it was back (seen in watch.spec under load).
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      const { result, video } = renderPlayerWithVideo({ autoRetries: 3, loadTimeoutMs: 30_000 });
      await act(async () => vi.advanceTimersByTimeAsync(0));
      expect(result.current.status).toBe('ready');
      video.currentTime = 12;
      online = false;
      act(() => shaka.handlers!.onError('network', false));
      expect(result.current).toMatchObject({ status: 'ready', notice: 'waitingForConnection' });
      await act(async () => vi.advanceTimersByTimeAsync(60_000));
      expect(shaka.loads).toHaveLength(1);
      expect(result.current).toMatchObject({ status: 'ready', notice: 'waitingForConnection' });
      await act(async () => goOnline());
      expect(shaka.loads.at(-1)).toEqual({ url: '/media/v1/master.m3u8?sig=1', at: 12 });
      expect(result.current).toMatchObject({ status: 'ready', problem: null, notice: null });
      // The retries are all still there for a problem that is not the connection.
      shaka.nextLoads.push(failing('network'), failing('network'), failing('network'));
      act(() => shaka.handlers!.onError('decode', false));
      await act(async () => vi.advanceTimersByTimeAsync(3_000));
      expect(shaka.loads).toHaveLength(5);
      expect(result.current).toMatchObject({ status: 'error', problem: 'retriesFailed' });
    });

    it('plays on after the reload when the learner pressed play while it ran', async () => {
      // The learner pressed play as the lesson reloaded after the connection came back; the load then
      // reset the <video>, dropping that play (watch.spec under load: their next press, a pause,
      // started the lesson instead).
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      const { result, video } = renderPlayerWithVideo({ autoRetries: 3 });
      await act(async () => vi.advanceTimersByTimeAsync(0));
      expect(result.current.status).toBe('ready');
      online = false;
      act(() => shaka.handlers!.onError('network', false));
      let finishLoad!: () => void;
      shaka.nextLoads.push(() => new Promise<void>((resolve) => (finishLoad = resolve)));
      await act(async () => goOnline());
      expect(shaka.loads).toHaveLength(2);
      await act(async () => video.play());
      const play = vi.spyOn(video, 'play');
      // The load resets the element: paused again, without a pause event.
      vi.spyOn(video, 'paused', 'get').mockReturnValue(true);
      await act(async () => finishLoad());
      expect(play).toHaveBeenCalledTimes(1);
    });

    it('does not time out a first load that waits for the connection', async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      online = false;
      shaka.nextLoads.push(failing('network'));
      const { result } = renderPlayer({ autoRetries: 3, loadTimeoutMs: 30_000 });
      await act(async () => vi.advanceTimersByTimeAsync(45_000));
      expect(result.current).toMatchObject({ status: 'loading', notice: 'waitingForConnection' });
      await act(async () => goOnline());
      expect(shaka.loads).toHaveLength(2);
      expect(result.current).toMatchObject({ status: 'ready', notice: null });
    });

    it('loads nothing more once the player is gone', async () => {
      online = false;
      shaka.nextLoads.push(failing('network'));
      const { result, unmount } = renderPlayer({ autoRetries: 3 });
      await waitFor(() => expect(result.current.notice).toBe('waitingForConnection'));
      unmount();
      goOnline();
      expect(shaka.loads).toHaveLength(1);
    });
  });

  it('asks for fresh links when they expired and loads those at the same place', async () => {
    const refreshUrl = vi.fn(async () => '/media/v1/master.m3u8?sig=2');
    const { result } = renderPlayer({ refreshUrl, startAt: 10 });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    await act(async () => shaka.handlers?.onError('network', true));
    expect(refreshUrl).toHaveBeenCalledOnce();
    expect(shaka.loads.at(-1)).toEqual({ url: '/media/v1/master.m3u8?sig=2', at: 10 });
    expect(result.current).toMatchObject({ status: 'ready', notice: null });
  });

  it('stops with linkRefreshFailed when no fresh link comes', async () => {
    const { result } = renderPlayer({ refreshUrl: async () => null });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    await act(async () => shaka.handlers?.onError('network', true));
    expect(result.current).toMatchObject({ status: 'error', problem: 'linkRefreshFailed' });
  });

  it('stops with timeout when the lesson is still not playable after loadTimeoutMs', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    shaka.nextLoads.push(never);
    const { result } = renderPlayer({ loadTimeoutMs: 30_000 });
    await act(async () => vi.advanceTimersByTimeAsync(29_999));
    expect(result.current.status).toBe('loading');
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(result.current).toMatchObject({ status: 'error', problem: 'timeout' });
  });

  it('loads again with a new player on retry() after an error', async () => {
    shaka.nextLoads.push(failing('network'));
    const { result } = renderPlayer();
    await waitFor(() => expect(result.current.status).toBe('error'));
    act(() => result.current.retry());
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(shaka.opened).toBe(2);
    expect(shaka.destroyed).toBe(1);
  });

  it('opens the new player on retry() only once the old one has let go of the <video>', async () => {
    shaka.nextLoads.push(failing('decode'));
    let released = () => undefined as void;
    shaka.destroying = new Promise<void>((resolve) => {
      released = resolve;
    });
    const { result } = renderPlayer();
    await waitFor(() => expect(result.current.status).toBe('error'));
    act(() => result.current.retry());
    await act(async () => undefined);
    expect(shaka.destroyed).toBe(1);
    expect(shaka.opened).toBe(1);
    await act(async () => released());
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(shaka.opened).toBe(2);
  });

  it('reloads for another lesson, not for a fresh signature of the same one, and cleans up', async () => {
    const { result, rerender, unmount } = renderPlayer();
    await waitFor(() => expect(result.current.status).toBe('ready'));
    const base = {
      getToken: () => 'learner-token',
      refreshUrl: async () => null,
    };
    rerender({ ...base, url: '/media/v1/master.m3u8?sig=9', reloadKey: 'video-1:1' });
    expect(shaka.opened).toBe(1);
    rerender({ ...base, url: '/media/v2/master.m3u8?sig=1', reloadKey: 'video-2:1' });
    await waitFor(() => expect(shaka.loads.at(-1)?.url).toBe('/media/v2/master.m3u8?sig=1'));
    expect(shaka.opened).toBe(2);
    unmount();
    expect(shaka.destroyed).toBe(2);
  });
});
