/**
 * Foundation benchmarks: the JavaScript a first-time visitor downloads for the home page (gzip, budget
 * 170 KB including React), and the time from `npm start` to a served home page on a warm install.
 */
import { rmSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { benchChromium } from './bench-browser.ts';
import { startAcademy } from './bench-server.ts';

const BUDGET_BYTES = 170 * 1024;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function homeJavaScript(url: string) {
  const browser = await chromium.launch(benchChromium);
  try {
    // A service worker would fetch the whole precache in the background; measure what the page itself needs.
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const scripts = new Map<string, Promise<[Buffer, Record<string, string>]>>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script')
        scripts.set(response.url(), Promise.all([response.body(), response.allHeaders()]));
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    let raw = 0;
    let gzip = 0;
    let sent = 0;
    const files: string[] = [];
    for (const [scriptUrl, answer] of scripts) {
      const [bytes, headers] = await answer;
      raw += bytes.length;
      const gz = gzipSync(bytes, { level: 6 }).length;
      gzip += gz;
      // The body as it crossed the network: the build's Brotli copy, or compressed on the fly.
      const wire = Number(headers['content-length'] ?? gz);
      sent += wire;
      const encoding = headers['content-encoding'] ?? 'none';
      files.push(
        `| \`${new URL(scriptUrl).pathname}\` | ${kb(bytes.length)} | ${kb(gz)} | ${kb(wire)} (${encoding}) |`,
      );
    }
    return { raw, gzip, sent, files };
  } finally {
    await browser.close();
  }
}

export default async function foundationBench(): Promise<string> {
  const dataDir = '/tmp/academy-bench-foundation';
  rmSync(dataDir, { recursive: true, force: true });
  const env = { PORT: '8180', EMBEDDED_PG_PORT: '8181', DATA_DIR: dataDir, SEED_DEMO: 'true' };

  // First start initialises the database and builds the web app if needed; it is not the warm figure.
  const cold = await startAcademy(env);
  const js = await homeJavaScript(cold.url);
  await cold.stop();

  const warmRuns: number[] = [];
  for (let i = 0; i < 3; i++) {
    const warm = await startAcademy(env);
    warmRuns.push(warm.readyMs);
    await warm.stop();
  }
  warmRuns.sort((a, b) => a - b);
  const median = warmRuns[1]!;
  rmSync(dataDir, { recursive: true, force: true });

  return [
    '## Foundation',
    '',
    '### JavaScript for a first-time visitor to the home page',
    '',
    `Scripts the home page loads in Chromium with the service worker blocked (its background precache is not`,
    `needed to show the page): raw, gzip level 6 (the budget's measure, and what a browser without Brotli`,
    `receives), and as sent to Chromium (the build's Brotli copies, pwa/precompress.ts).`,
    '',
    '| script | raw | gzip | sent |',
    '| --- | --- | --- | --- |',
    ...js.files,
    `| **total** | **${kb(js.raw)}** | **${kb(js.gzip)}** | **${kb(js.sent)}** |`,
    '',
    `Budget 170 KB gzip: ${js.gzip <= BUDGET_BYTES ? 'within' : '**over**'} (${((js.gzip / BUDGET_BYTES) * 100).toFixed(0)} %).`,
    '',
    '### Time from `npm start` to a served home page (warm install)',
    '',
    `Database initialised and web app built by a first start; then three starts, each until \`GET /\` answers 200.`,
    '',
    `| run | ms |`,
    `| --- | --- |`,
    ...warmRuns.map((ms, i) => `| ${i + 1} | ${ms.toFixed(0)} |`),
    `| **median** | **${median.toFixed(0)}** |`,
    `| first start (fresh database${cold.readyMs > 20000 ? ', web app build' : ''}) | ${cold.readyMs.toFixed(0)} |`,
    '',
  ].join('\n');
}
