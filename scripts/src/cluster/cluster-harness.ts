import { spawn, execFile, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

/** Starts `npm run cluster` for a test, and finds what it leaves running. */

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const run = promisify(execFile);

export interface ClusterState {
  url: string;
  apis: string[];
  databaseUrl: string;
  s3: string;
  pids: Record<string, number | null>;
}

export interface RunningCluster {
  child: ChildProcess;
  dir: string;
  output: () => string;
  state: () => ClusterState;
  exited: Promise<number | null>;
}

export const portFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

/** Five free ports in a row (nginx, two API processes, PostgreSQL, S3). */
export async function freePortBlock(from: number): Promise<number> {
  for (let base = from; base < from + 2_000; base += 5) {
    const ports = [0, 1, 2, 3, 4].map((i) => base + i);
    if ((await Promise.all(ports.map(portFree))).every(Boolean)) return base;
  }
  throw new Error('no five free ports in a row');
}

/**
 * The environment a person's shell would give `npm run cluster`: Vitest's own NODE_ENV=test removed
 * (with it the processes ran as tests, hiding that production refused to start without Stripe keys).
 */
function asAPersonWould(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  delete env.NODE_ENV;
  return env;
}

/** `from`: the checkout to run (a benchmark compares an older one). */
export function startCluster(dir: string, port: number, env: Record<string, string>, from = root) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/src/cluster/cluster.ts'], {
    cwd: from,
    // Its own process group: the test presses "Ctrl-C" for that group alone.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...asAPersonWould(),
      ENV_FILE: '',
      CLUSTER_PORT: String(port),
      CLUSTER_DATA_DIR: dir,
      SERVE_PWA: 'false',
      LOG_LEVEL: 'warn',
      // Its own embedded PostgreSQL unless the caller names one.
      DATABASE_URL: '',
      ...env,
    },
  });
  let output = '';
  child.stdout!.on('data', (c: Buffer) => (output = (output + c.toString()).slice(-20_000)));
  child.stderr!.on('data', (c: Buffer) => (output = (output + c.toString()).slice(-20_000)));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  const stateFile = path.join(dir, 'cluster.json');
  return {
    child,
    dir,
    output: () => output,
    state: () => JSON.parse(readFileSync(stateFile, 'utf8')) as ClusterState,
    hasState: () => existsSync(stateFile),
    exited,
  };
}

/** Every process that inherited the cluster's marker (postgres, nginx, node, ffmpeg), by pid. */
export function processesOf(dir: string): number[] {
  const found: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const environ = readFileSync(`/proc/${name}/environ`, 'utf8');
      if (environ.split('\0').includes(`ACADEMY_CLUSTER=${dir}`)) found.push(Number(name));
    } catch {
      // Gone, or not ours to read.
    }
  }
  return found;
}

export async function until<T>(
  check: () => Promise<T | null | undefined | false>,
  timeoutMs: number,
  what: string,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check().catch(() => null);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export async function json(res: Response) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read fields of every answer
  return (await res.json()) as any;
}

/** Whether an ffmpeg process runs under `pid` (its child, or further down). */
export function runsFfmpeg(pid: number): boolean {
  const parentOf = (child: number) => {
    try {
      return Number(/PPid:\s+(\d+)/.exec(readFileSync(`/proc/${child}/status`, 'utf8'))?.[1]);
    } catch {
      return 0;
    }
  };
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    let command: string;
    try {
      command = readFileSync(`/proc/${name}/cmdline`, 'utf8').split('\0')[0] ?? '';
    } catch {
      continue; // gone meanwhile
    }
    if (!/(^|\/)ffmpeg$/.test(command)) continue;
    for (let up = parentOf(Number(name)); up > 1; up = parentOf(up)) if (up === pid) return true;
  }
  return false;
}
