/**
 * `npm run cluster`: the production shape on one machine, from the repository. One embedded
 * PostgreSQL, one S3-compatible server (s3rver), two API processes, two transcoding workers and nginx
 * from Debian in front on CLUSTER_PORT (default 8080). The API processes listen on CLUSTER_PORT+1 and
 * +2, PostgreSQL on +3, S3 on +4, all on 127.0.0.1. Data lives in CLUSTER_DATA_DIR (default
 * data/cluster): postgres/, s3/, shared/ (the DATA_DIR every process shares: tus uploads, outbox)
 * and secrets.json.
 *
 * A process that dies is restarted (supervisor.ts); every line any process prints comes out here
 * labelled with its name. Ctrl-C stops the workers (their jobs go back to the queue) and the API
 * processes, then nginx, S3 and PostgreSQL, and exits once nothing is left running. `cluster.json` in
 * the data folder lists the ports and pids while the cluster runs (the cluster test reads it).
 * With DATABASE_URL set, that PostgreSQL is used instead of an embedded one.
 *
 * Other variables (ADMIN_EMAIL, SMTP_URL, …) are passed to every process as `.env.example` describes.
 *
 * It starts from a fresh clone with no `.env`: without Stripe keys the processes (NODE_ENV=production)
 * take test payments only (TEST_CHECKOUT=true), and the first lines of output say so. The configuration
 * every process will get is checked before anything starts, and its warnings printed; a process that
 * still exits with a configuration error (78) stops the whole cluster with its message instead of being
 * restarted forever.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import S3rver from 's3rver';
import { ConfigError, loadConfig } from '../../../api/src/config/config.ts';
import { ensureDatabase, startEmbeddedPostgres } from '../../../api/src/db/embedded-postgres.ts';
import { createLogger } from '../../../api/src/logging/logger.ts';
import { edgeLinkSecret } from '../../../api/src/media/index.ts';
import { buildPwaIfStale } from '../pwa-build.ts';
import { MEDIA_EDGE_PATH, writeNginxConfig } from './nginx.ts';
import { CONFIG_ERROR_EXIT, labelled, Supervisor } from './supervisor.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const BUCKET = 'academy-media';

function loadSecrets(file: string): { JWT_SECRET: string; MEDIA_MASTER_KEY: string } {
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
  // Made once and shared by every process: replicas with different secrets could not read each
  // other's tokens or video keys.
  const secrets = {
    JWT_SECRET: randomBytes(32).toString('hex'),
    MEDIA_MASTER_KEY: randomBytes(32).toString('hex'),
  };
  writeFileSync(file, JSON.stringify(secrets), { mode: 0o600 });
  return secrets;
}

const has = (name: string) => !!process.env[name]?.trim();

/**
 * Production refuses to start without Stripe keys unless asked for the test checkout. A newcomer's
 * cluster (no `.env`) asks for it, and says so before anything else.
 */
function choosePayments(): void {
  const production = (process.env.NODE_ENV || 'production') === 'production';
  if (!production || has('STRIPE_SECRET_KEY') || has('STRIPE_WEBHOOK_SECRET')) return;
  if (!has('TEST_CHECKOUT')) process.env.TEST_CHECKOUT = 'true';
  if (/^(true|1|yes)$/i.test(process.env.TEST_CHECKOUT!.trim())) {
    labelled(
      'cluster',
      'No Stripe keys: TEST CHECKOUT. Every payment is pretend and every course can be had for free.',
    );
    labelled(
      'cluster',
      'Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (README: "Taking payments") to take real payments.',
    );
  }
}

/**
 * The configuration the processes will get, checked before anything starts (the database and S3
 * addresses are placeholders here): a bad value stops the cluster at once with the message naming each
 * bad variable, and the warnings the API logs are printed once.
 */
function checkConfiguration(env: NodeJS.ProcessEnv): void {
  try {
    const config = loadConfig({
      DATABASE_URL: 'postgres://placeholder@127.0.0.1:5432/academy',
      ...env,
    });
    for (const warning of config.warnings) labelled('cluster', `warning: ${warning}`);
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    labelled('cluster', 'The configuration is refused; nothing was started:');
    for (const line of err.message.split('\n')) labelled('cluster', line);
    process.exit(CONFIG_ERROR_EXIT);
  }
}

async function main(): Promise<void> {
  if (existsSync(path.join(root, '.env')) && process.env.ENV_FILE !== '') {
    process.loadEnvFile(path.join(root, '.env'));
  }
  choosePayments();
  const port = Number(process.env.CLUSTER_PORT || 8080);
  const dir = path.resolve(process.env.CLUSTER_DATA_DIR || path.join(root, 'data/cluster'));
  const [api1, api2, pgPort, s3Port] = [port + 1, port + 2, port + 3, port + 4];
  mkdirSync(path.join(dir, 'shared'), { recursive: true });
  // Inherited by every process started from here (PostgreSQL, nginx, ffmpeg too): the cluster test
  // finds anything left behind by it.
  process.env.ACADEMY_CLUSTER = dir;
  const logger = createLogger(process.env.LOG_LEVEL || 'info', 'cluster', {
    write: (line: string) => labelled('cluster', line.trimEnd()),
  });
  const secrets = loadSecrets(path.join(dir, 'secrets.json'));

  const publicUrl = `http://localhost:${port}`;
  const servePwa = process.env.SERVE_PWA !== 'false';
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ENV_FILE: '',
    NODE_ENV: process.env.NODE_ENV || 'production',
    HOST: '127.0.0.1',
    PUBLIC_URL: process.env.PUBLIC_URL || publicUrl,
    DATA_DIR: path.join(dir, 'shared'),
    STORAGE_DRIVER: 's3',
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_BUCKET: BUCKET,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
    // nginx on this machine is the only proxy: the client's address comes from its X-Forwarded-For.
    TRUST_PROXY: 'loopback',
    SERVE_PWA: String(servePwa),
    // Segments, init files and posters come from nginx (nginx.ts), checked by secure_link.
    MEDIA_EDGE_URL: process.env.MEDIA_EDGE_URL ?? MEDIA_EDGE_PATH,
    ...secrets,
  };
  checkConfiguration({ ...env, PORT: String(api1) });
  // A fresh clone has no build of the web app: make it, as `npm start` does, rather than serve none.
  if (servePwa) buildPwaIfStale((line) => labelled('cluster', line));

  // DATABASE_URL names a PostgreSQL the cluster uses instead of starting its own (a managed server,
  // or the benchmark's seeded database); the cluster then leaves it running when it stops.
  const postgres = process.env.DATABASE_URL
    ? null
    : await startEmbeddedPostgres({
        dir: path.join(dir, 'postgres'),
        port: pgPort,
        logger,
        passwordFile: path.join(dir, 'postgres-password'),
      });
  if (postgres) await ensureDatabase(postgres.url('postgres'), 'academy');
  const databaseUrl = postgres ? postgres.url('academy') : process.env.DATABASE_URL!;
  const s3 = new S3rver({
    port: s3Port,
    address: '127.0.0.1',
    directory: path.join(dir, 's3'),
    silent: true,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const s3Address = (await s3.run()) as AddressInfo;
  env.DATABASE_URL = databaseUrl;
  env.S3_ENDPOINT = `http://127.0.0.1:${s3Address.port}`;
  const node = (entry: string) => [process.execPath, ['--import', 'tsx', entry]] as const;

  const stateFile = path.join(dir, 'cluster.json');
  // Written to a temporary name and renamed: a reader (the cluster test) never sees a half-written file.
  const supervisor = new Supervisor({
    onChange: () => writeState(),
    onConfigError: ({ name, message }) => void stopOnConfigError(name, message),
  });
  const writeState = () => {
    writeFileSync(
      `${stateFile}.tmp`,
      JSON.stringify({
        url: `http://127.0.0.1:${port}`,
        apis: [api1, api2].map((p) => `http://127.0.0.1:${p}`),
        databaseUrl,
        s3: `http://127.0.0.1:${s3Address.port}`,
        pids: supervisor.pids(),
      }),
    );
    renameSync(`${stateFile}.tmp`, stateFile);
  };
  for (const [i, apiPort] of [api1, api2].entries()) {
    const [command, args] = node('api/src/main.ts');
    supervisor.start({
      name: `api-${i + 1}`,
      command,
      args: [...args],
      cwd: root,
      env: { ...env, PORT: String(apiPort), RUN_WORKER: 'false' },
    });
  }
  for (const i of [1, 2]) {
    const [command, args] = node('api/src/worker.ts');
    supervisor.start({ name: `worker-${i}`, command, args: [...args], cwd: root, env });
  }
  const nginxConf = writeNginxConfig({
    dir: path.join(dir, 'nginx'),
    port,
    upstreams: [api1, api2],
    media: {
      origin: { kind: 's3', endpoint: env.S3_ENDPOINT, bucket: BUCKET },
      secret: edgeLinkSecret(Buffer.from(secrets.MEDIA_MASTER_KEY, 'hex')),
    },
  });
  supervisor.start({
    name: 'nginx',
    command: process.env.NGINX_PATH || 'nginx',
    args: ['-p', path.join(dir, 'nginx'), '-c', nginxConf, '-e', 'stderr'],
    env,
    stopSignal: 'SIGQUIT',
  });
  labelled(
    'cluster',
    `Selam Academy cluster on ${publicUrl} (API processes on ${api1} and ${api2}). Ctrl-C stops it.`,
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    labelled(
      'cluster',
      `${signal}: stopping workers and API processes, then nginx, S3, PostgreSQL`,
    );
    await supervisor.stop(['worker-1', 'worker-2', 'api-1', 'api-2']);
    await supervisor.stop(['nginx']);
    await s3.close();
    await postgres?.stop();
    rmSync(stateFile, { force: true });
    labelled('cluster', 'stopped; nothing left running');
    process.exit(0);
  };
  // The supervisor has already stopped every process: what is left is S3 and PostgreSQL.
  const stopOnConfigError = async (name: string, message: string) => {
    if (stopping) return;
    stopping = true;
    await s3.close();
    await postgres?.stop();
    rmSync(stateFile, { force: true });
    labelled('cluster', `stopped: ${name} refused its configuration. Fix it and start again:`);
    for (const line of message.split('\n')) labelled('cluster', line);
    process.exit(CONFIG_ERROR_EXIT);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => void stop(signal));
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
