/**
 * `npm run screenshots`: starts the academy with its demo data and photographs its main screens in
 * Tigrinya and English, on a 360 px phone and a desktop, into docs/screenshots/ for the README.
 */
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { repoRoot, startAcademy } from './bench/bench-server.ts';

const screens = [
  { name: 'home', path: '/' },
  { name: 'courses', path: '/courses' },
  { name: 'course', path: '/course/:first' },
  { name: 'contact', path: '/contact' },
];
const devices = [
  { name: 'phone', viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true },
  {
    name: 'desktop',
    viewport: { width: 1280, height: 800 },
    deviceScaleFactor: 1,
    isMobile: false,
  },
];
const languages = ['ti', 'en'] as const;

async function main(): Promise<void> {
  const dataDir = '/tmp/academy-screenshots';
  rmSync(dataDir, { recursive: true, force: true });
  const academy = await startAcademy({ PORT: '8190', EMBEDDED_PG_PORT: '8191', DATA_DIR: dataDir });
  // The demo lessons are transcoded in the background after start; show the courses with them.
  let list = await (await fetch(`${academy.url}/api/courses?limit=6`)).json();
  for (
    let i = 0;
    i < 90 && !list.data.courses.some((c: { videoCount: number }) => c.videoCount > 0);
    i++
  ) {
    await new Promise((r) => setTimeout(r, 2000));
    list = await (await fetch(`${academy.url}/api/courses?limit=6`, { cache: 'no-store' })).json();
  }
  const withLessons = list.data.courses.find((c: { videoCount: number }) => c.videoCount > 0);
  const firstCourse: string = (withLessons ?? list.data.courses[0])?.id ?? 'none';
  const out = path.join(repoRoot, 'docs/screenshots');
  mkdirSync(out, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-gpu',
    ],
  });
  try {
    for (const device of devices) {
      for (const language of languages) {
        const context = await browser.newContext({ ...device, serviceWorkers: 'block' });
        await context.addInitScript((lang) => {
          localStorage.setItem('language', lang);
          localStorage.setItem('cookie_consent', 'false');
        }, language);
        const page = await context.newPage();
        for (const screen of screens) {
          const target = screen.path.replace(':first', firstCourse);
          const res = await page.goto(`${academy.url}${target}`, { waitUntil: 'networkidle' });
          if (!res?.ok()) continue;
          await page.waitForTimeout(400);
          const file = path.join(out, `${screen.name}-${language}-${device.name}.png`);
          await page.screenshot({ path: file });
          console.log(`saved ${path.relative(repoRoot, file)}`);
        }
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await academy.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
