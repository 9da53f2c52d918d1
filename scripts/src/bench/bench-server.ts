import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Starts the academy as `npm start` does, in a child process, and resolves once `/` answers. */
export async function startAcademy(
  env: Record<string, string>,
  readyPath = '/',
  from = repoRoot,
): Promise<{ child: ChildProcess; url: string; readyMs: number; stop: () => Promise<void> }> {
  const port = env.PORT ?? '8180';
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/src/start.ts'], {
    cwd: from,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The academy exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${url}${readyPath}`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  const readyMs = performance.now() - started;
  return {
    child,
    url,
    readyMs,
    stop: async () => {
      child.kill('SIGINT');
      await exited;
    },
  };
}
