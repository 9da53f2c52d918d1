/**
 * Playback benchmark: how long a learner waits for the first frame of a lesson in Debian's Chromium on
 * weak links, throttled through CDP. It plays a real demo lesson (ffmpeg-made, transcoded by the
 * in-process worker of `npm start`) in the PWA's admin player page, the only page that plays video so
 * far; it runs the PWA's own Shaka wrapper, the one the learner player will reuse. Measured from outside:
 * an init script reads resource timing (the master playlist request starts the clock) and
 * `requestVideoFrameCallback` (the first decoded frame stops it); the app is not changed.
 *
 * A second page, served by the bench on its own port in front of the academy, plays the same lesson
 * with the same Shaka build and configuration as the wrapper, so that a change the page cannot make
 * (a master playlist attribute) can be measured against the same page without it.
 */
import { rmSync } from 'node:fs';
import os from 'node:os';
import { chromium, type Browser } from '@playwright/test';
import { benchChromium } from './bench-browser.ts';
import { startAcademy } from './bench-server.ts';
import {
  ESTIMATE_KEY,
  mediaPath,
  measure,
  startBenchOrigin,
  type Condition,
  type Run,
} from './playback-visit.ts';

const PORT = Number(process.env.BENCH_PLAYBACK_PORT ?? 53000); // PostgreSQL on +1, the bench page on +2
const RUNS = Number(process.env.BENCH_PLAYBACK_RUNS ?? 5);
const DATA_DIR = process.env.BENCH_PLAYBACK_DATA_DIR ?? '/tmp/media-bench-data';

const REFERENCE: Condition = {
  name: 'no throttling (reference)',
  kbps: null,
  rttMs: 0,
  aimMs: null,
};
const CONDITIONS: Condition[] = [
  { name: '(a) 400 kbit/s, 400 ms RTT', kbps: 400, rttMs: 400, aimMs: 3000 },
  { name: '(b) 1.6 Mbit/s, 150 ms RTT', kbps: 1600, rttMs: 150, aimMs: 1500 },
];

async function api<T>(base: string, route: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${base}${route}`, init);
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${route} answered ${res.status}`);
  return ((await res.json()) as { data: T }).data;
}

interface AdminVideo {
  _id: string;
  courseId: string;
  isFreePreview: boolean;
  status: string;
  duration: number;
}

/**
 * Waits until the seed's lessons are all transcoded (so ffmpeg is not competing for the CPU while we
 * measure) and returns a free-preview lesson. "All" is every lesson of every course being active and the
 * count unchanged for 10 s, since the seed hands its lessons over one by one.
 */
async function waitForFreePreview(base: string, token: string): Promise<AdminVideo> {
  const auth = { headers: { Authorization: `Bearer ${token}` } };
  const deadline = Date.now() + 10 * 60_000;
  let stableSince = Date.now();
  let lastCount = -1;
  for (;;) {
    const { courses } = await api<{ courses: { _id: string }[] }>(base, '/api/courses?limit=50');
    const lessons: AdminVideo[] = [];
    for (const course of courses) {
      const list = await api<{ videos: AdminVideo[] }>(
        base,
        `/api/admin/courses/${course._id}/videos`,
        auth,
      );
      lessons.push(...list.videos);
    }
    if (lessons.length !== lastCount) [lastCount, stableSince] = [lessons.length, Date.now()];
    const preview = lessons.find((v) => v.isFreePreview && v.status === 'active');
    const settled =
      lessons.every((v) => v.status === 'active') && Date.now() - stableSince >= 10_000;
    if (preview && settled) return preview;
    if (Date.now() > deadline)
      throw new Error('The demo lessons were not transcoded within 10 minutes');
    await new Promise((r) => setTimeout(r, 2000));
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]!;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(', ');

interface Row {
  label: string;
  condition: Condition;
  /** The estimate in local storage at the start of each run, for "returning" rows. */
  remembered: number | null;
  /** A visit left open 12 s after the first frame: what the estimate and the rung became. */
  kept: Run | null;
  runs: Run[];
  failures: string[];
  loadBefore: string;
  loadAfter: string;
}

async function repeat(
  label: string,
  condition: Condition,
  visit: () => Promise<Run>,
  remembered: number | null = null,
): Promise<Row> {
  const row: Row = {
    label,
    condition,
    remembered,
    kept: null,
    runs: [],
    failures: [],
    loadBefore: load(),
    loadAfter: '',
  };
  for (let i = 0; i < RUNS; i++) {
    try {
      row.runs.push(await visit());
    } catch (err) {
      row.failures.push((err as Error).message.split('\n')[0]!);
    }
    console.log(`  ${label}: ${row.runs.length} measured, ${row.failures.length} failed`);
  }
  row.loadAfter = load();
  return row;
}

/** The median run (the lower middle one when runs failed) and the worst time, or null if none finished. */
function summary(row: Row | undefined) {
  if (!row?.runs.length) return null;
  const ms = median(row.runs.map((r) => r.ms));
  return {
    ms,
    worst: Math.max(...row.runs.map((r) => r.ms)),
    mid: row.runs.find((r) => r.ms === ms)!,
  };
}

function verdict(ms: number, aimMs: number | null): string {
  if (aimMs === null) return '';
  return ms <= aimMs ? ' ✓' : ` ⚠ +${seconds(ms - aimMs)}`;
}

function tableRow(row: Row): string {
  const s = summary(row);
  if (!s) return `| ${row.label} | all ${row.failures.length} runs failed: ${row.failures[0]} |`;
  const cells = [
    row.label,
    `**${seconds(s.ms)}**${verdict(s.ms, row.condition.aimMs)}`,
    seconds(s.worst),
    row.runs.map((r) => (r.ms / 1000).toFixed(2)).join(', ') +
      (row.failures.length ? `; ${row.failures.length} failed (${row.failures[0]})` : ''),
    seconds(median(row.runs.map((r) => r.playingMs))),
    [...new Set(row.runs.map((r) => `${r.rung} (${r.size})`))].join(', '),
    `${kb(s.mid.mediaBytes)} / ${kb(s.mid.allBytes)}`,
    seconds(median(row.runs.map((r) => r.navigationMs))),
    `${row.loadBefore} → ${row.loadAfter}`,
  ];
  return `| ${cells.join(' | ')} |`;
}

const TABLE_HEAD = [
  '| page and condition | first frame, median | worst | runs (s) | playing, currentTime > 0 (median) | started on | bytes before the first frame: media / all (median run) | navigation → first frame (median) | load average 1, 5, 15 min: before → after |',
  '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
];

function waterfall(row: Row): string[] {
  const s = summary(row);
  if (!s) return [];
  const segments = s.mid.waterfall.filter((r) => /\/seg_\d+\.m4s/.test(r.name) && r.transferSize);
  return [
    `${row.label}, median run: first frame at ${seconds(s.ms)}, after ${segments.length} media segments ` +
      `(${kb(sum(segments.map((r) => r.transferSize)))}) had crossed the link; the first one ` +
      `(${kb(segments[0]?.transferSize ?? 0)}) is all the first frame needs.`,
    '',
    '| request | start | end | bytes |',
    '| --- | --- | --- | --- |',
    ...s.mid.waterfall.map(
      (r) =>
        `| \`${mediaPath(r.name)}\` | ${seconds(r.startTime)} | ${seconds(r.responseEnd)} | ${r.transferSize || 'from cache'} |`,
    ),
    '',
  ];
}

export default async function playbackBench(): Promise<string> {
  rmSync(DATA_DIR, { recursive: true, force: true });
  const academy = await startAcademy({
    PORT: String(PORT),
    EMBEDDED_PG_PORT: String(PORT + 1),
    DATA_DIR,
    SEED_DEMO: 'true',
  });
  let browser: Browser | null = null;
  let origin: ReturnType<typeof startBenchOrigin> | null = null;
  try {
    const base = academy.url;
    const { token } = await api<{ token: string }>(base, '/api/admin/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'admin@academy.local', password: 'Admin123!' }),
    });
    console.log('  waiting for the demo lessons to be transcoded…');
    const lesson = await waitForFreePreview(base, token);
    const { video } = await api<{ video: { videoUrl: string } }>(base, `/api/videos/${lesson._id}`);
    const master = await (await fetch(`${base}${video.videoUrl}`)).text();
    const playerUrl = `${base}/admin/courses/${lesson.courseId}/videos/${lesson._id}`;
    origin = startBenchOrigin(PORT, PORT + 2, token);
    const benchUrl = `http://127.0.0.1:${PORT + 2}/bench/player.html?video=${lesson._id}`;
    const b = (browser = await chromium.launch(benchChromium));
    const adminPage =
      (c: Condition, estimate: number | null, keepMs = 0) =>
      () => {
        const storage = {
          adminToken: token,
          [ESTIMATE_KEY]: estimate === null ? null : `${estimate}`,
        };
        return measure(b, playerUrl, c, storage, keepMs);
      };

    const rows = [await repeat(REFERENCE.name, REFERENCE, adminPage(REFERENCE, null))];
    for (const c of CONDITIONS) {
      rows.push(await repeat(`${c.name}, first visit`, c, adminPage(c, null)));
      // What the wrapper remembers after a lesson on this link: one visit left open 12 s to save it.
      const first = rows.at(-1)!;
      first.kept = await adminPage(c, null, 12_000)().catch(() => null);
      const remembered = first.kept?.estimate ?? null;
      if (remembered !== null) {
        const label = `${c.name}, returning (remembers ${Math.round(remembered / 1000)} kbit/s)`;
        rows.push(await repeat(label, c, adminPage(c, remembered), remembered));
      }
    }
    const experiments: Row[] = [];
    for (const c of CONDITIONS) {
      for (const noCaptionProbe of [false, true]) {
        origin.state.noCaptionProbe = noCaptionProbe;
        const master = noCaptionProbe ? 'master with `CLOSED-CAPTIONS=NONE`' : 'master as served';
        const visit = (keepMs = 0) => measure(b, benchUrl, c, {}, keepMs);
        const row = await repeat(`${c.name}: bench page, ${master}`, c, () => visit());
        row.kept = await visit(12_000).catch(() => null);
        experiments.push(row);
      }
    }
    return report(rows, experiments, lesson, master);
  } finally {
    await browser?.close();
    await origin?.close();
    await academy.stop();
    rmSync(DATA_DIR, { recursive: true, force: true });
  }
}

/** What the lesson offers: `180p 272 kbit/s (320×180)` per variant of the master playlist. */
function renditions(master: string): string {
  return [...master.matchAll(/#EXT-X-STREAM-INF:(.*)\n(.*)/g)]
    .map(([, attrs = '', uri = '']) => {
      const rung = uri.split('?')[0]!.split('/').at(-2);
      const bandwidth = Math.round(Number(/(?:^|,)BANDWIDTH=(\d+)/.exec(attrs)?.[1]) / 1000);
      const resolution = /RESOLUTION=(\d+)x(\d+)/.exec(attrs);
      return `${rung} ${bandwidth} kbit/s${resolution ? ` (${resolution[1]}×${resolution[2]})` : ''}`;
    })
    .join(', ');
}

function aimLines(rows: Row[]): string[] {
  return CONDITIONS.map((c) => {
    const s = summary(rows.find((r) => r.condition === c && r.remembered === null));
    if (!s) return `- ${c.name}: no run finished.`;
    const aim = c.aimMs!;
    const result =
      s.worst <= aim
        ? 'met'
        : s.ms <= aim
          ? `met by the median, the worst run ${seconds(s.worst - aim)} over`
          : `**missed by ${seconds(s.ms - aim)}** (median; the worst run by ${seconds(s.worst - aim)})`;
    return (
      `- ${c.name}, first visit, aim ${seconds(aim)}: ${result}. A first-time visitor waits ` +
      `${seconds(s.mid.navigationMs)} in all on this link, ${seconds(s.mid.navigationMs - s.ms)} of it before ` +
      `the player asks for the playlist (the app, Shaka and the lesson's API answer).`
    );
  });
}

/** Measured gain of the caption fix, and estimates for 2 s segments and a key fetched with the segment. */
function helpLines(experiments: Row[]): string[] {
  return CONDITIONS.flatMap((c) => {
    const [asServed, fixed] = [false, true].map((f) =>
      summary(experiments.find((r) => r.condition === c && r.label.includes('NONE') === f)),
    );
    if (!asServed || !fixed || c.kbps === null) return [];
    const aim = c.aimMs!;
    const mark = (ms: number) => (ms <= aim ? 'within the aim' : `${seconds(ms - aim)} over`);
    const segmentBytes =
      fixed.mid.waterfall.find((r) => /\/seg_\d+\.m4s/.test(r.name))?.transferSize ?? 0;
    // Half the first segment's bytes no longer cross the link before the first frame.
    const halfSegmentMs = ((segmentBytes / 2) * 8) / c.kbps;
    const twoSecond = fixed.ms - halfSegmentMs;
    const keyAlongside = twoSecond - c.rttMs;
    return [
      `- ${c.name}: ${seconds(asServed.ms)} as served → **${seconds(fixed.ms)}** without the caption probe, ` +
        `measured (${mark(fixed.ms)}); with 2 s segments as well about ${seconds(twoSecond)} (estimated: ` +
        `half of the first segment's ${kb(segmentBytes)} at ${c.kbps} kbit/s is ${seconds(halfSegmentMs)}; ` +
        `${mark(twoSecond)}); with the key fetched alongside the segment too, one round trip less, about ` +
        `${seconds(keyAlongside)} (${mark(keyAlongside)}).`,
    ];
  });
}

/** Where ABR stood 12 s into a kept visit, and what a returning learner's next start cost. */
function keptLines(rows: Row[]): string[] {
  return rows.flatMap((r) => {
    if (!r.kept || r.kept.estimate === null || r.condition.kbps === null) return [];
    const line =
      `- ${r.label}: 12 s after the first frame the estimate was ` +
      `**${Math.round(r.kept.estimate / 1000)} kbit/s** on the ${r.condition.kbps} kbit/s link, playing ` +
      `${r.kept.laterHeight}p`;
    const back = r.label.endsWith('first visit')
      ? summary(rows.find((x) => x.condition === r.condition && x.remembered !== null))
      : null;
    return [
      back
        ? `${line}; remembered, it started the next lesson on ${back.mid.rung} in ${seconds(back.ms)} ` +
          `(first visit: ${summary(r)?.mid.rung ?? '?'} in ${seconds(summary(r)?.ms ?? NaN)}).`
        : `${line}.`,
    ];
  });
}

function report(rows: Row[], experiments: Row[], lesson: AdminVideo, master: string): string {
  return [
    '## Playback',
    '',
    '### Time to the first frame on weak links',
    '',
    `From the start of the master playlist request to the first decoded frame (the presentation time of the`,
    `first \`requestVideoFrameCallback\`): what a learner waits for once the page asks for the lesson. Debian's`,
    `Chromium, headless with \`--disable-gpu\` (software decoding); the network throttled from navigation on with`,
    `CDP \`Network.emulateNetworkConditions\` (the latency added to every request, the same rate up and down);`,
    `every run a fresh browser context (cold HTTP cache, service workers blocked); ${RUNS} runs per row.`,
    '',
    `Page: the admin player \`/admin/courses/:courseId/videos/:videoId\`, admin token in local storage. No learner`,
    `page plays video yet, and this one runs the PWA's Shaka wrapper (\`pwa/src/media/use-shaka-player.ts\`: Shaka`,
    `5.2's HLS build, \`abr: {useNetworkInformation: false, defaultBandwidthEstimate: 300000}\` or the remembered`,
    `estimate, the bearer on key requests), which the learner player will reuse. An init script reads resource`,
    `timing and the video element and presses Play the moment the player enables it (no human reaction time);`,
    `the app is unchanged. Lesson: the seed's free preview, ${lesson.duration} s of ffmpeg test pattern with a tone`,
    `transcoded by the in-process worker (every demo lesson \`active\` before measuring): ${renditions(master)};`,
    `4 s segments, AES-128. "Returning": one visit left open 12 s so the wrapper saved its bandwidth estimate,`,
    `then runs starting with it, as a learner's next lesson does. Bytes: transfer sizes, headers included, of`,
    `requests started after the master playlist request and finished before the first frame.`,
    '',
    ...TABLE_HEAD,
    ...rows.map(tableRow),
    '',
    ...aimLines(rows),
    '',
    '### Where the time goes',
    '',
    ...rows.filter((r) => r.condition.kbps !== null && r.remembered === null).flatMap(waterfall),
    `Shaka's HLS parser downloads the first segment, and the key to decrypt it, to read the codecs; then,`,
    `because the variants do not say \`CLOSED-CAPTIONS=NONE\`, more whole segments looking for CEA-608/708`,
    `captions: the middle and the last one of a VOD playlist (\`getClosedCaptionProbeSegments_\` in`,
    `\`lib/hls/hls_parser.js\`), so two extra segments before every start whatever the lesson's length (here the`,
    `middle and the last are the same one). \`player.load()\` resolves, and anything is appended, only after`,
    `that. Each request also waits its round trip in turn: master, media playlist, init with the first`,
    `segment, then the key, fetched only once the segment has arrived.`,
    '',
    `The probe also skews the bandwidth estimate the wrapper remembers. The probed segment is fetched again`,
    `from the HTTP cache (the "from cache" row) in a few milliseconds, and Shaka 5.2 samples every segment`,
    `response that its own cache header does not mark: 133 KB in 2-10 ms is a 100-500 Mbit/s sample, and even at`,
    `its tiny weight it lifts a 300 kbit/s estimate by hundreds of kbit/s (\`ewma_bandwidth_estimator.js\`,`,
    `\`networking_engine.js\`). Visits left open 12 s after the first frame:`,
    '',
    ...keptLines([...rows, ...experiments]),
    '',
    '### What would help',
    '',
    `Measured on a bench page: the wrapper's Shaka build and configuration on a page the bench serves in front`,
    `of the academy, so that only the master playlist differs between its two rows for each link.`,
    '',
    ...TABLE_HEAD,
    ...experiments.map(tableRow),
    '',
    ...helpLines(experiments),
    '',
    `1. \`CLOSED-CAPTIONS=NONE\` on every \`#EXT-X-STREAM-INF\` in \`transcoder/src/hls/master-playlist.ts\` (lessons`,
    `   carry no embedded captions), or \`manifest: {disableText: true}\` in the wrapper's \`player.configure\`, stops`,
    `   the probe; on a lesson longer than two segments it saves two whole segments, not one.`,
    `2. 2 s segments (keyframes are already every 2 s): half the bytes before the first frame. ARCHITECTURE.md`,
    `   measured 3.8 → 2.7 s for 4 → 2 s segments at 700 kbit/s.`,
    `3. A lower start estimate cannot help a first visit: it already starts on the lowest video rung. But do`,
    `   not start from the remembered estimate as it is: inflated by the probe it puts the next lesson on a`,
    `   rung the link cannot carry, and even a right one trades start time for picture (a 360p first segment`,
    `   is 2.5 times the 180p one here). Cap the start estimate at the wrapper's 300 kbit/s and let ABR climb`,
    `   after the first segment, or fix the probe first and measure again.`,
    `4. The test pattern is busy motion (about 250 kbit/s even at 180p); slides and screen recordings cost far`,
    `   less per segment, so real lessons start sooner than these figures on the same link.`,
    '',
  ].join('\n');
}
