/**
 * One measured visit of the playback benchmark (playback.bench.ts): the probe injected into the page
 * under test, the bench page with its own origin in front of the academy, and the visit itself.
 */
import http from 'node:http';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';
import { throttle } from './bench-browser.ts';
import { repoRoot } from './bench-server.ts';

const RUN_TIMEOUT_MS = 120_000;

/** The wrapper's first-visit start estimate (pwa/src/media/bandwidth-memory.ts) and its storage key. */
export const START_ESTIMATE = 300_000;
export const ESTIMATE_KEY = 'playerBandwidthEstimate';

export interface Condition {
  name: string;
  kbps: number | null;
  rttMs: number;
  aimMs: number | null;
}

export interface Resource {
  name: string;
  startTime: number;
  responseEnd: number;
  transferSize: number;
}
export interface Run {
  ms: number;
  playingMs: number;
  navigationMs: number;
  rung: string;
  size: string;
  mediaBytes: number;
  allBytes: number;
  /** After a kept visit: the estimate the wrapper stored (admin page) or Shaka's (bench page). */
  estimate: number | null;
  /** After a kept visit: the picture height then playing, i.e. the rung ABR moved to. */
  laterHeight: number;
  waterfall: Resource[];
}

interface BenchPlayer {
  getStats(): { estimatedBandwidth: number };
}

/** What the probe leaves in `window.__playbackProbe`; times on the page's performance.now() clock. */
export interface Probe {
  frame: number | null;
  playing: number | null;
  width: number;
  height: number;
}

/**
 * In the page before its scripts: local storage as a returning or first-time viewer has it, resource
 * timing kept, the first presented frame of any <video> noted, and Play pressed the moment the admin
 * player enables it (`data-status="ready"`; its click handler is the Play button's), as a learner would.
 */
export function probeScript(storage: Record<string, string | null>): string {
  return `(() => {
  const storage = ${JSON.stringify(storage)};
  for (const [k, v] of Object.entries(storage)) v === null ? localStorage.removeItem(k) : localStorage.setItem(k, v);
  performance.setResourceTimingBufferSize(5000);
  const probe = { frame: null, playing: null, width: 0, height: 0, watching: false, pressed: false };
  window.__playbackProbe = probe;
  document.addEventListener('loadstart', (e) => {
    if (!(e.target instanceof HTMLVideoElement) || probe.watching) return;
    probe.watching = true;
    e.target.requestVideoFrameCallback((now, meta) => {
      probe.frame = meta.presentationTime; probe.width = meta.width; probe.height = meta.height;
    });
  }, true);
  for (const type of ['playing', 'timeupdate']) document.addEventListener(type, (e) => {
    if (probe.playing === null && e.target instanceof HTMLVideoElement && e.target.currentTime > 0) probe.playing = performance.now();
  }, true);
  new MutationObserver(() => {
    const video = document.querySelector('[data-testid=video-player][data-status=ready] video');
    if (video && !probe.pressed) { probe.pressed = true; video.click(); }
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-status'] });
})();`;
}

/** The bench page: the wrapper's Shaka build and configuration, bearer on key requests, Play after load. */
function benchPageHtml(token: string): string {
  return `<!doctype html><meta charset="utf-8"><video playsinline style="width:640px"></video>
<script src="/bench/shaka.js"></script><script>
(async () => {
  const token = ${JSON.stringify(token)};
  const id = new URLSearchParams(location.search).get('video');
  shaka.polyfill.installAll();
  const video = document.querySelector('video');
  const player = new shaka.Player();
  window.__benchPlayer = player;
  await player.attach(video);
  player.configure({ abr: { useNetworkInformation: false, defaultBandwidthEstimate: ${START_ESTIMATE} } });
  player.getNetworkingEngine().registerRequestFilter((type, request) => {
    if (type === shaka.net.NetworkingEngine.RequestType.KEY) request.headers.Authorization = 'Bearer ' + token;
  });
  const answer = await (await fetch('/api/videos/' + id, { headers: { Authorization: 'Bearer ' + token } })).json();
  await player.load(answer.data.video.videoUrl);
  await video.play();
})();
</script>`;
}

/**
 * The bench page's origin: serves the page and Shaka, and passes everything else to the academy. With
 * `noCaptionProbe` it adds CLOSED-CAPTIONS=NONE to the master playlist's variants, the one-line change
 * to transcoder/src/hls/master-playlist.ts it measures.
 */
export function startBenchOrigin(academyPort: number, port: number, token: string) {
  const shakaJs = gzipSync(
    readFileSync(path.join(repoRoot, 'node_modules/shaka-player/dist/shaka-player.hls-es2021.js')),
  );
  const state = { noCaptionProbe: false };
  const server = http.createServer((req, res) => {
    const url = req.url ?? '/';
    if (url.startsWith('/bench/player.html')) {
      res.writeHead(200, {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-store',
      });
      res.end(benchPageHtml(token));
      return;
    }
    if (url === '/bench/shaka.js') {
      res.writeHead(200, { 'Content-Type': 'text/javascript', 'Content-Encoding': 'gzip' });
      res.end(shakaJs);
      return;
    }
    const rewrite = state.noCaptionProbe && url.includes('master.m3u8');
    const headers = { ...req.headers, host: `127.0.0.1:${academyPort}` };
    if (rewrite) delete headers['accept-encoding'];
    const upstream = http.request(
      { host: '127.0.0.1', port: academyPort, path: url, method: req.method, headers },
      (answer) => {
        if (!rewrite) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (c: Buffer) => chunks.push(c));
        answer.on('end', () => {
          const body = Buffer.from(
            Buffer.concat(chunks)
              .toString('utf8')
              .replace(/^(#EXT-X-STREAM-INF:.*)$/gm, '$1,CLOSED-CAPTIONS=NONE'),
          );
          res.writeHead(answer.statusCode ?? 502, {
            ...answer.headers,
            'content-length': body.length,
          });
          res.end(body);
        });
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  server.listen(port, '127.0.0.1');
  return { state, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** One cold visit: a fresh context (empty cache, service workers blocked), throttled before navigating. */
export async function measure(
  browser: Browser,
  url: string,
  condition: Condition,
  storage: Record<string, string | null>,
  keepForEstimateMs = 0,
): Promise<Run> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    await context.addInitScript({ content: probeScript(storage) });
    const page = await context.newPage();
    if (condition.kbps) {
      await throttle(await context.newCDPSession(page), condition.kbps, condition.rttMs);
    }
    await page.goto(url, { waitUntil: 'commit' });
    // Functions, not strings: the app's CSP forbids eval, and Playwright runs these through CDP.
    await page.waitForFunction(
      () => {
        const probe = (window as unknown as { __playbackProbe?: Probe }).__playbackProbe;
        return !!probe && probe.frame !== null && probe.playing !== null;
      },
      undefined,
      { timeout: RUN_TIMEOUT_MS, polling: 50 },
    );
    // The wrapper saves its bandwidth estimate every 10 s; a priming visit stays for it.
    if (keepForEstimateMs) await page.waitForTimeout(keepForEstimateMs);
    const seen = await page.evaluate(
      (key) => ({
        probe: (window as unknown as { __playbackProbe: Probe }).__playbackProbe,
        estimate:
          localStorage.getItem(key) ??
          (window as unknown as { __benchPlayer?: BenchPlayer }).__benchPlayer?.getStats()
            .estimatedBandwidth ??
          null,
        laterHeight: document.querySelector('video')?.videoHeight ?? 0,
        resources: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map(
          (e) => ({
            name: e.name,
            startTime: e.startTime,
            responseEnd: e.responseEnd,
            transferSize: e.transferSize,
          }),
        ),
      }),
      ESTIMATE_KEY,
    );
    const { resources } = seen;
    const probe = seen.probe as { frame: number; playing: number; width: number; height: number };
    const t0 = Math.min(...resources.filter((r) => isMaster(r.name)).map((r) => r.startTime));
    if (!Number.isFinite(t0)) throw new Error('No master playlist request was seen');
    const before = resources
      .filter((r) => r.startTime >= t0 && r.responseEnd <= probe.frame)
      .sort((x, y) => x.startTime - y.startTime);
    const media = before.filter((r) => isMedia(r.name));
    const firstSegment = media.find((r) => /\/seg_\d+\.m4s/.test(r.name));
    return {
      ms: probe.frame - t0,
      playingMs: probe.playing - t0,
      navigationMs: probe.frame,
      rung: firstSegment ? (mediaPath(firstSegment.name).split('/')[0] ?? '?') : '?',
      size: `${probe.width}×${probe.height}`,
      mediaBytes: sum(media.map((r) => r.transferSize)),
      allBytes: sum(before.map((r) => r.transferSize)),
      estimate: keepForEstimateMs && seen.estimate !== null ? Number(seen.estimate) : null,
      laterHeight: keepForEstimateMs ? seen.laterHeight : 0,
      waterfall: media.map((r) => ({
        ...r,
        startTime: r.startTime - t0,
        responseEnd: r.responseEnd - t0,
      })),
    };
  } finally {
    await context.close();
  }
}

const isMaster = (name: string) => new URL(name).pathname.endsWith('/master.m3u8');
const isMedia = (name: string) =>
  /\/api\/(media\/|videos\/[^/]+\/key)/.test(new URL(name).pathname);
/** `/api/media/{id}/v1/180p/seg_0000.m4s` → `180p/seg_0000.m4s`; the key route → `key`. */
export const mediaPath = (name: string) => {
  const parts = new URL(name).pathname.split('/');
  return parts.at(-1) === 'key' ? 'key' : parts.slice(-2).join('/');
};
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
