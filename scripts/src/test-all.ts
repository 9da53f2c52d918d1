/**
 * `npm test`: every test, one after the other: Vitest (unit, API on PostgreSQL, transcoder on ffmpeg,
 * scripts), then the browser tests (Playwright in Chromium, two workers, each against an academy of its
 * own: E2E_WORKERS, see playwright.config.ts), then the critical journeys in Chromium, Firefox ESR and
 * WebKitGTK (e2e/engines, their own academy). Exits non-zero if any fails; each runs even when an
 * earlier one failed, so one run reports everything.
 *
 * `TEST_BESIDE=1` runs Vitest beside the browser tests instead, niced, its report printed after theirs.
 * In a clean-clone CI run on two cores that gained nothing: Vitest took 1,723 s beside Playwright
 * against 629 s alone, and the browser tests ran slower, so the default is one after the other.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const resultsDir = path.join(root, 'test-results');

/** Runs a command to the end; its exit code (1 when it could not start or was killed). */
function run(command: string, args: string[], output: 'inherit' | string): Promise<number> {
  return new Promise((resolve) => {
    const toFile = output !== 'inherit';
    const child = spawn(command, args, {
      cwd: root,
      stdio: toFile ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: toFile ? { ...process.env, FORCE_COLOR: '0' } : process.env,
    });
    // Both streams into one file, which is closed (and flushed) only once the process has ended.
    const file = toFile ? createWriteStream(output) : undefined;
    if (file) {
      child.stdout?.pipe(file, { end: false });
      child.stderr?.pipe(file, { end: false });
    }
    child.on('error', (error) => {
      console.error(`${command}: ${error.message}`);
      resolve(1);
    });
    child.on('close', (code) => {
      if (file) file.end(() => resolve(code ?? 1));
      else resolve(code ?? 1);
    });
  });
}

const vitest = ['vitest', 'run'];
const playwright = ['playwright', 'test'];
const engines = ['tsx', 'e2e/engines/run.ts'];

/** Playwright, then the other engines (each starts its own academy): the exit code of the first failure. */
async function browsers(): Promise<number> {
  // One Playwright worker kept two cores about a third busy: most of a browser test is waiting.
  process.env.E2E_WORKERS ??= '2';
  const chromium = await run('npx', playwright, 'inherit');
  const others = await run('npx', engines, 'inherit');
  return chromium || others;
}

async function main() {
  if (process.env.TEST_BESIDE !== '1') {
    const unit = await run('npx', vitest, 'inherit');
    const browser = await browsers();
    return unit || browser;
  }
  mkdirSync(resultsDir, { recursive: true });
  const vitestLog = path.join(resultsDir, 'vitest.log');
  console.log(
    `Vitest runs beside the browser tests; its report follows theirs (and is in ${vitestLog}).`,
  );
  const started = Date.now();
  const unitRun = run('nice', ['-n', '10', 'npx', ...vitest], vitestLog).then((code) => {
    console.log(
      `[Vitest finished after ${Math.round((Date.now() - started) / 1000)} s, exit ${code}]`,
    );
    return code;
  });
  const browser = await browsers();
  const unit = await unitRun;
  console.log('\n::: Vitest report');
  console.log(readFileSync(vitestLog, 'utf8'));
  return unit || browser;
}

process.exitCode = await main();
