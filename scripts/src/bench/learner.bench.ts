/**
 * The learner player (issue 14): how long a learner waits for a lesson's first frame on the watch page,
 * in Debian's Chromium with the network throttled through CDP, and whether a 3-minute lesson plays
 * through on a steady 1 Mbit/s link.
 *
 * - Choosing a lesson in an open app: the watch page of the demo learner's YouTube course is open on
 *   its first lesson (first frame shown, then paused until nothing has loaded for a second); the clock starts when the learner picks the second lesson
 *   in the playlist and stops at its first presented frame (`requestVideoFrameCallback`).
 * - A link opened cold: a visitor who has never seen the app opens a free preview's watch page, as from
 *   a link in a WhatsApp group; from the navigation to the first presented frame. And the learner opens
 *   a bought lesson's link the same way, signed in from an earlier visit but with nothing cached.
 * - A 3-minute lesson (ffmpeg's busy test pattern, uploaded through the admin API and transcoded by the
 *   in-process worker) played to its end on 1 Mbit/s: stalls (`waiting` after playback began), time
 *   stalled, and the renditions shown.
 *
 * Every run is a fresh browser context (cold HTTP cache, service workers blocked). `npm run bench --
 * learner`; BENCH_LEARNER_COLD_ONLY=1 measures the cold link alone (a quick look after a change to the
 * watch page's first screen; its table then has that row only).
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { chromium, type Browser, type Page } from '@playwright/test';
import { benchChromium, sessionCookies, throttle } from './bench-browser.ts';
import { startAcademy } from './bench-server.ts';

const PORT = Number(process.env.BENCH_LEARNER_PORT ?? 53100); // PostgreSQL on +1
const RUNS = Number(process.env.BENCH_LEARNER_RUNS ?? 5);
const LONG_RUNS = Number(process.env.BENCH_LEARNER_LONG_RUNS ?? 2);
const COLD_ONLY = process.env.BENCH_LEARNER_COLD_ONLY === '1';
const LONG_SECONDS = 180;

interface Link {
  name: string;
  kbps: number;
  rttMs: number;
  aimMs: number | null;
}
const OPEN_APP: Link[] = [
  { name: '400 kbit/s, 400 ms RTT', kbps: 400, rttMs: 400, aimMs: 2500 },
  { name: '1.6 Mbit/s, 150 ms RTT', kbps: 1600, rttMs: 150, aimMs: 1200 },
];
const COLD: Link = { name: '400 kbit/s, 400 ms RTT', kbps: 400, rttMs: 400, aimMs: 12_000 };
const STEADY: Link = { name: '1 Mbit/s, 100 ms RTT', kbps: 1000, rttMs: 100, aimMs: null };

interface Lesson {
  _id: string;
  order: number;
  status: string;
  isFreePreview: boolean;
  title: string;
}

async function api<T>(base: string, route: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${base}${route}`, init);
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${route} answered ${res.status}`);
  return ((await res.json()) as { data: T }).data;
}

async function signIn(base: string, route: string, email: string, password: string) {
  const { token } = await api<{ token: string }>(base, route, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return token;
}

async function lessonsOf(base: string, courseId: string, adminToken: string) {
  const { videos } = await api<{ videos: Lesson[] }>(
    base,
    `/api/admin/courses/${courseId}/videos`,
    {
      headers: { Authorization: `Bearer ${adminToken}` },
    },
  );
  return [...videos].sort((a, b) => a.order - b.order);
}

async function until<T>(what: string, check: () => Promise<T | null>, ms = 15 * 60_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = await check();
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms / 60_000} minutes`);
    await new Promise((r) => setTimeout(r, 2000));
  }
}

/** In the page before its scripts: the session, and every presented first frame of a video noted. */
function probe(storage: Record<string, string>) {
  return `(() => {
  for (const [k, v] of Object.entries(${JSON.stringify(storage)})) localStorage.setItem(k, v);
  performance.setResourceTimingBufferSize(5000);
  const seen = { frames: [], stalls: 0, stalledMs: 0, heights: {}, playing: false, ended: false };
  window.__learnerProbe = seen;
  document.addEventListener('loadstart', (e) => {
    const video = e.target;
    if (!(video instanceof HTMLVideoElement)) return;
    video.requestVideoFrameCallback((now, meta) => seen.frames.push({ at: meta.presentationTime, height: meta.height }));
  }, true);
  let stalledAt = null;
  document.addEventListener('playing', () => {
    seen.playing = true;
    if (stalledAt !== null) { seen.stalledMs += performance.now() - stalledAt; stalledAt = null; }
  }, true);
  document.addEventListener('waiting', (e) => {
    if (!seen.playing || e.target.ended) return;
    seen.stalls += 1; stalledAt = performance.now();
  }, true);
  document.addEventListener('ended', () => { seen.ended = true; }, true);
  setInterval(() => {
    const v = document.querySelector('video');
    if (v && !v.paused && v.videoHeight) seen.heights[v.videoHeight] = (seen.heights[v.videoHeight] || 0) + 1;
  }, 1000);
})();`;
}

interface Seen {
  frames: { at: number; height: number }[];
  stalls: number;
  stalledMs: number;
  heights: Record<string, number>;
  ended: boolean;
}
const seen = (page: Page) =>
  page.evaluate(() => (window as unknown as { __learnerProbe: Seen }).__learnerProbe);

/**
 * What the app keeps of a signed-in learner in local storage (pwa/src/session/auth-storage.ts): the
 * token, their id, and the last answer of GET /api/auth/me.
 */
type Session = { token: string; userId: string; userRole: string; user: string };

async function throttled(browser: Browser, link: Link, storage: Record<string, string>) {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
  });
  await context.addInitScript({ content: probe({ cookie_consent: 'false', ...storage }) });
  const page = await context.newPage();
  await throttle(await context.newCDPSession(page), link.kbps, link.rttMs);
  return { context, page };
}

/**
 * Resolves once the page has had no file in flight for `quietMs`: what the app does at opening
 * (the rest of lesson one, the fonts it lets wait until that lesson has buffered, the saved query
 * cache) has finished. Started before the navigation, so every request is seen.
 */
function networkQuiet(
  page: Page,
  quietMs = 1_000,
  timeoutMs = Number(process.env.BENCH_LEARNER_QUIET_TIMEOUT_MS ?? 90_000),
) {
  const inFlight = new Set<{ url(): string }>();
  // Files only: the small API calls the page makes (some fire-and-forget with `keepalive`, which the
  // driver never sees finish) do not hold the link. The build's files count whatever fetched them: the
  // late font faces are made from bytes the app fetches (pwa/src/styles/web-fonts.ts), which the
  // browser reports as `fetch`, not `font`.
  const files = new Set(['document', 'script', 'stylesheet', 'font', 'image', 'media']);
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (
      files.has(request.resourceType()) ||
      path.startsWith('/api/media/') ||
      path.startsWith('/assets/')
    )
      inFlight.add(request);
  });
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  return async () => {
    const end = Date.now() + timeoutMs;
    let quietSince = Date.now();
    while (Date.now() < end) {
      if (inFlight.size) quietSince = Date.now();
      else if (Date.now() - quietSince >= quietMs) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const urls = [...inFlight].map((request) => request.url());
    throw new Error(`the page was still loading after ${timeoutMs / 1000} s: ${urls.join(', ')}`);
  };
}

async function framesAfter(page: Page, count: number, timeoutMs = 120_000) {
  await page.waitForFunction(
    (n) => (window as unknown as { __learnerProbe: Seen }).__learnerProbe.frames.length >= n,
    count,
    { timeout: timeoutMs, polling: 50 },
  );
  return (await seen(page)).frames;
}

interface Timed {
  ms: number;
  height: number;
  /** Requests started before the first frame, after the clock started: what the wait was spent on. */
  requests: string[];
}

async function requestsBetween(page: Page, from: number, to: number) {
  return page.evaluate(
    ({ from, to }) =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((e) => e.startTime >= from && e.startTime <= to)
        .map((e) => {
          const name = new URL(e.name).pathname.replace(/^\/api\/media\/[^/]+\/v\d+\//, '');
          const short = name.replace(/^\/api\/videos\/[^/]+\//, 'videos/:id/');
          const kb = `${Math.round(e.transferSize / 1024)} KB`;
          return `${short.replace(/-[\w-]{8}\.(js|css|woff2)$/, '.$1')} ${((e.startTime - from) / 1000).toFixed(2)}–${((e.responseEnd - from) / 1000).toFixed(2)} s ${kb}`;
        }),
    { from, to },
  );
}

/**
 * The watch page open on lesson one; the learner picks the lesson at `index` in the playlist; its first
 * frame stops the clock.
 */
async function chooseLesson(
  browser: Browser,
  link: Link,
  session: Session,
  courseId: string,
  lessons: Lesson[],
  index: number,
): Promise<Timed> {
  const { context, page } = await throttled(browser, link, session);
  const settled = networkQuiet(page);
  try {
    await page.goto(`${baseUrl}/course/${courseId}/watch/${lessons[0]!._id}`);
    await framesAfter(page, 1);
    // An open app is one that has finished opening. Clicked at lesson one's first frame, the click met
    // the fonts the watch page lets wait until that lesson has buffered: once lesson one buffered
    // sooner, that moment fell on the click in 4 of 9 runs (3.3-4.3 s instead of 1.4-1.6 s).
    // Paused meanwhile, as a learner who stops to look at the list: lesson one (8 s) would otherwise
    // end while the page finishes opening, and the app would move on to the next lesson by itself.
    await page.evaluate(() => document.querySelector('video')?.pause());
    await settled();
    const items = page.getByTestId('playlist-lesson');
    // On a phone the playlist is a drawer, closed until asked for.
    if (!(await items.nth(index).isVisible())) {
      await page.locator('button[aria-controls="watch-panel"]').click();
    }
    await items.nth(index).waitFor();
    const started = await page.evaluate(() => performance.now());
    await items.nth(index).click();
    const frames = await framesAfter(page, 2);
    const frame = frames[1]!;
    return {
      ms: frame.at - started,
      height: frame.height,
      requests: await requestsBetween(page, started, frame.at),
    };
  } finally {
    await context.close();
  }
}

/**
 * A lesson's link opened with an empty HTTP cache: by a visitor who has never seen the app (a free
 * preview), or with `session` by its learner, signed in on an earlier visit (their session in local
 * storage and the cookies the app mirrors it into, by which the server draws their lesson).
 */
async function openCold(
  browser: Browser,
  link: Link,
  courseId: string,
  lesson: Lesson,
  session?: Session,
): Promise<Timed> {
  const { context, page } = await throttled(browser, link, session ?? {});
  if (session) await context.addCookies(sessionCookies(baseUrl, session.token));
  try {
    await page.goto(`${baseUrl}/course/${courseId}/watch/${lesson._id}`, { waitUntil: 'commit' });
    const [frame] = await framesAfter(page, 1);
    return {
      ms: frame!.at,
      height: frame!.height,
      requests: await requestsBetween(page, 0, frame!.at),
    };
  } finally {
    await context.close();
  }
}

interface Played {
  stalls: number;
  stalledMs: number;
  heights: Record<string, number>;
  firstFrameMs: number;
  ended: boolean;
}

/** The 3-minute lesson played to its end. */
async function playThrough(
  browser: Browser,
  session: Session,
  courseId: string,
  lesson: Lesson,
): Promise<Played> {
  const { context, page } = await throttled(browser, STEADY, session);
  try {
    await page.goto(`${baseUrl}/course/${courseId}/watch/${lesson._id}`);
    const [frame] = await framesAfter(page, 1);
    await page.evaluate(() => document.querySelector('video')!.play());
    await page.waitForFunction(
      () => (window as unknown as { __learnerProbe: Seen }).__learnerProbe.ended,
      undefined,
      { timeout: (LONG_SECONDS + 120) * 1000, polling: 1000 },
    );
    const s = await seen(page);
    return {
      stalls: s.stalls,
      stalledMs: s.stalledMs,
      heights: s.heights,
      firstFrameMs: frame!.at,
      ended: s.ended,
    };
  } finally {
    await context.close();
  }
}

let baseUrl = '';
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]!;
const secs = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const verdict = (ms: number, aim: number | null) =>
  aim === null ? '' : ms <= aim ? ' ✓' : ` ⚠ +${secs(ms - aim)}`;
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(', ');

async function repeat(runs: number, visit: () => Promise<Timed>) {
  const done: Timed[] = [];
  const failed: string[] = [];
  for (let i = 0; i < runs; i++) {
    try {
      done.push(await visit());
    } catch (err) {
      failed.push((err as Error).message.split('\n')[0]!);
    }
  }
  return { done, failed };
}

function row(label: string, link: Link, result: Awaited<ReturnType<typeof repeat>>, loads: string) {
  const { done, failed } = result;
  if (!done.length) return `| ${label} | all runs failed: ${failed[0]} | | | | |`;
  const times = done.map((r) => r.ms);
  const mid = median(times);
  return `| ${label} | **${secs(mid)}**${verdict(mid, link.aimMs)} | ${secs(Math.max(...times))} | ${times.map((t) => (t / 1000).toFixed(2)).join(', ')}${failed.length ? `; ${failed.length} failed (${failed[0]})` : ''} | ${[...new Set(done.map((r) => `${r.height}p`))].join(', ')} | ${loads} |`;
}

/** A 3-minute lesson made by ffmpeg, uploaded through the admin API into the learner's course. */
async function uploadLongLesson(adminToken: string, courseId: string): Promise<string> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'academy-bench-long-'));
  try {
    const file = path.join(dir, 'long.mp4');
    // Not execFileSync: a blocked event loop misses the server closing idle keep-alive sockets, and
    // the next request goes out on a dead one.
    await promisify(execFile)('ffmpeg', [
      ...['-hide_banner', '-loglevel', 'error', '-y'],
      ...['-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=25'],
      ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=44100'],
      ...['-t', String(LONG_SECONDS), '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '28'],
      ...['-pix_fmt', 'yuv420p', '-c:a', 'aac', '-b:a', '64k', '-shortest', file],
    ]);
    // Through tus, as the admin screens upload, in 4 MB requests.
    const bytes = readFileSync(file);
    const tus = { 'tus-resumable': '1.0.0', authorization: `Bearer ${adminToken}` };
    const meta = Object.entries({ courseId, title: 'Three minutes', filename: 'long.mp4' })
      .map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`)
      .join(',');
    const created = await fetch(`${baseUrl}/api/uploads`, {
      method: 'POST',
      headers: { ...tus, 'upload-length': String(bytes.length), 'upload-metadata': meta },
    });
    if (created.status !== 201) throw new Error(`tus create answered ${created.status}`);
    const location = new URL(created.headers.get('location')!, baseUrl).pathname;
    const chunk = 4 * 1024 * 1024;
    let videoId: string | null = null;
    for (let offset = 0; offset < bytes.length; offset += chunk) {
      const sent = await fetch(`${baseUrl}${location}`, {
        method: 'PATCH',
        headers: {
          ...tus,
          'upload-offset': String(offset),
          'content-type': 'application/offset+octet-stream',
        },
        body: bytes.subarray(offset, offset + chunk),
      });
      if (sent.status !== 204) throw new Error(`tus PATCH answered ${sent.status}`);
      videoId = sent.headers.get('upload-video-id') ?? videoId;
    }
    if (!videoId) throw new Error('the upload finished without a lesson');
    return videoId;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export default async function learnerBench(): Promise<string> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'academy-bench-learner-'));
  const academy = await startAcademy({
    PORT: String(PORT),
    EMBEDDED_PG_PORT: String(PORT + 1),
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${PORT}`,
    SEED_DEMO: 'true',
  });
  baseUrl = academy.url;
  const browser = await chromium.launch(benchChromium);
  try {
    const admin = await signIn(baseUrl, '/api/admin/login', 'admin@academy.local', 'Admin123!');
    const learner = await signIn(
      baseUrl,
      '/api/auth/login',
      'learner@academy.local',
      'Learner123!',
    );
    const me = await api<{ _id: string; purchasedCourses: string[] }>(baseUrl, '/api/auth/me', {
      headers: { Authorization: `Bearer ${learner}` },
    });
    const { purchasedCourses } = me;
    const session: Session = {
      token: learner,
      userId: me._id,
      userRole: 'learner',
      user: JSON.stringify(me),
    };
    // The owned course whose lessons the seed made: wait for them, and for the 3-minute one.
    const owned = await until('the demo lessons transcoded', async () => {
      for (const id of purchasedCourses) {
        const list = await lessonsOf(baseUrl, id, admin);
        if (list.length >= 3 && list.every((l) => l.status === 'active')) return { id, list };
      }
      return null;
    });
    const longId = COLD_ONLY ? null : await uploadLongLesson(admin, owned.id);
    const long = await until('the 3-minute lesson transcoded', async () =>
      COLD_ONLY
        ? owned.list[0]!
        : ((await lessonsOf(baseUrl, owned.id, admin)).find(
            (l) => l._id === longId && l.status === 'active',
          ) ?? null),
    );
    const lessons = await lessonsOf(baseUrl, owned.id, admin);
    const preview = lessons.find((l) => l.isFreePreview)!;

    const lines = [
      '## Learner player',
      '',
      "Debian's Chromium, headless, 360 px, software decoding; the network throttled with CDP",
      '`Network.emulateNetworkConditions` (latency added to every request, the same rate up and down); every',
      "run a fresh context (cold HTTP cache, no service worker). Lessons: the seed's (8–12 s of ffmpeg test",
      'pattern, 2 s segments after a 1 s first one, AES-128) and a 3-minute one of the same busy pattern.',
      '',
      '| what | first frame, median | worst | runs (s) | first picture | load average before |',
      '| --- | --- | --- | --- | --- | --- |',
    ];
    const details: string[] = [];
    // Lesson two is a still picture (colour bars: small segments, like slides); the 3-minute one is
    // busy motion, about the most a segment of each rung can weigh.
    const targets = [
      { label: 'a still picture', index: 1 },
      { label: 'busy motion', index: lessons.findIndex((l) => l._id === longId) },
    ];
    for (const link of COLD_ONLY ? [] : OPEN_APP) {
      for (const target of targets) {
        const loads = load();
        const result = await repeat(RUNS, () =>
          chooseLesson(browser, link, session, owned.id, lessons, target.index),
        );
        lines.push(
          row(
            `lesson chosen in the open app (${target.label}), ${link.name} (aim ${secs(link.aimMs!)})`,
            link,
            result,
            loads,
          ),
        );
        const mid = result.done.find((r) => r.ms === median(result.done.map((d) => d.ms)));
        if (mid)
          details.push(
            `- ${target.label}, ${link.name}, median run, requests after the click: ${mid.requests.join('; ')}`,
          );
      }
    }
    {
      const loads = load();
      const result = await repeat(RUNS, () => openCold(browser, COLD, owned.id, preview));
      lines.push(
        row(
          `free preview link opened cold, ${COLD.name} (aim ${secs(COLD.aimMs!)})`,
          COLD,
          result,
          loads,
        ),
      );
      const mid = result.done.find((r) => r.ms === median(result.done.map((d) => d.ms)));
      if (mid) details.push(`- cold link, median run: ${mid.requests.join('; ')}`);
    }
    {
      // The learner's own lesson (not a preview), opened from a link: the server draws it for them.
      const loads = load();
      const bought = lessons.find((l) => !l.isFreePreview)!;
      const result = await repeat(RUNS, () => openCold(browser, COLD, owned.id, bought, session));
      lines.push(
        row(
          `a bought lesson's link opened cold by its learner, ${COLD.name} (aim ${secs(COLD.aimMs!)})`,
          COLD,
          result,
          loads,
        ),
      );
      const mid = result.done.find((r) => r.ms === median(result.done.map((d) => d.ms)));
      if (mid) details.push(`- bought lesson's link, median run: ${mid.requests.join('; ')}`);
    }
    lines.push('', ...details, '');

    lines.push(
      `### A ${LONG_SECONDS / 60}-minute lesson on a steady ${STEADY.name} link`,
      '',
      '| run | played to the end | stalls | time stalled | seconds shown per picture height | first frame |',
      '| --- | --- | --- | --- | --- | --- |',
    );
    for (let i = 0; i < (COLD_ONLY ? 0 : LONG_RUNS); i++) {
      try {
        const p = await playThrough(browser, session, owned.id, long);
        const heights = Object.entries(p.heights)
          .map(([h, s]) => `${h}p: ${s}`)
          .join(', ');
        lines.push(
          `| ${i + 1} | ${p.ended ? 'yes' : 'no'} | ${p.stalls} | ${secs(p.stalledMs)} | ${heights} | ${secs(p.firstFrameMs)} |`,
        );
      } catch (err) {
        lines.push(`| ${i + 1} | failed: ${(err as Error).message.split('\n')[0]} | | | | |`);
      }
    }
    lines.push('');
    return lines.join('\n');
  } finally {
    await browser.close();
    await academy.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
