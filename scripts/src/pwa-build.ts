/**
 * The web app's build, made when its sources are newer than it: `npm start` and `npm run cluster` both
 * serve `pwa/dist`, and a fresh clone has none.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const PWA_INDEX = path.join(root, 'pwa/dist/index.html');

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of readdirSync(entry)) {
    if (name === 'node_modules' || name === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(entry, name)));
  }
  return newest;
}

/** Builds the PWA unless its build is newer than every source; exits the process if the build fails. */
export function buildPwaIfStale(say: (line: string) => void = console.log): void {
  const sources = [
    'pwa/src',
    'pwa/public',
    'pwa/index.html',
    'pwa/vite.config.ts',
    'shared/src',
  ].map((p) => newestMtime(path.join(root, p)));
  if (existsSync(PWA_INDEX) && statSync(PWA_INDEX).mtimeMs >= Math.max(...sources)) return;
  say('Building the web app…');
  const result = spawnSync('npm', ['run', 'build', '-w', 'pwa'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('The web app failed to build; see the messages above.');
    process.exit(result.status ?? 1);
  }
}
