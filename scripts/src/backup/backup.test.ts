import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ENV_VARIABLES } from '../../../api/src/config/config.ts';
import { freePorts } from '../../../api/test/free-port.ts';
import { json, root, run, until } from '../cluster/cluster-harness.ts';

/**
 * `npm run backup` of a running academy, `npm run restore` into a fresh data folder, and a second academy
 * on it that serves the same courses and plays the same lesson, byte for byte (issue 13).
 */
const work = mkdtempSync(path.join(tmpdir(), 'academy-backup-test-'));
// Under root the embedded PostgreSQL runs as the postgres user, which must reach the data folders inside.
chmodSync(work, 0o755);
const running: ChildProcess[] = [];

afterAll(async () => {
  for (const child of running) {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid!, 'SIGTERM');
      await exited;
    }
  }
  rmSync(work, { recursive: true, force: true });
});

/** The environment of one academy: its own data folder and ports, nothing from the caller's. */
function academyEnv(
  dataDir: string,
  port: number,
  pgPort: number,
  extra: Record<string, string> = {},
) {
  const clean: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ENV_VARIABLES) delete clean[name];
  return {
    ...clean,
    ENV_FILE: '',
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    PORT: String(port),
    EMBEDDED_PG_PORT: String(pgPort),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SERVE_PWA: 'false',
    LOG_LEVEL: 'warn',
    ...extra,
  };
}

async function startAcademy(env: NodeJS.ProcessEnv): Promise<string> {
  const child = spawn('npx', ['tsx', 'scripts/src/start.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so the test stops npx, tsx, node and PostgreSQL together.
    detached: true,
  });
  running.push(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${env.PORT}`;
  await until(
    async () => {
      if (child.exitCode !== null) throw new Error(`the academy exited:\n${output}`);
      return (await fetch(`${url}/api/health`)).ok;
    },
    180_000,
    'the academy answers',
  ).catch((err: Error) => {
    throw new Error(`${err.message}\n${output}`);
  });
  return url;
}

/** A course's first lesson as a player fetches it: master, child playlist, key and first segment. */
async function playFirstLesson(url: string, courseId: string) {
  const list = await json(await fetch(`${url}/api/videos/course/${courseId}/version/1`));
  const lesson = list.data.videos[0] as { _id: string };
  const answer = await json(await fetch(`${url}/api/videos/${lesson._id}`));
  const master = await (await fetch(url + answer.data.video.videoUrl)).text();
  const child = master.split('\n').find((line) => line.startsWith('/api/media/'))!;
  const media = await (await fetch(url + child)).text();
  const keyUrl = /#EXT-X-KEY:.*URI="([^"]+)"/.exec(media)![1]!;
  const key = Buffer.from(await (await fetch(url + keyUrl)).arrayBuffer());
  const segmentUrl = media.split('\n').find((line) => /\.(m4s|ts)\?/.test(line))!;
  const segment = Buffer.from(await (await fetch(url + segmentUrl)).arrayBuffer());
  return {
    lessonId: lesson._id,
    key: key.toString('hex'),
    segment: createHash('sha256').update(segment).digest('hex'),
    segmentBytes: segment.length,
  };
}

async function courses(url: string) {
  const body = await json(await fetch(`${url}/api/courses?limit=48&sort=oldest`));
  return (body.data.courses as Array<{ _id: string; title: string; price: number }>).map(
    ({ _id, title, price }) => ({ _id, title, price }),
  );
}

describe('backup and restore', () => {
  it(
    'restores a backup of a running academy into a fresh data folder that serves the same courses and lesson',
    { timeout: 420_000 },
    async () => {
      const [port, pgPort, port2, pgPort2] = (await freePorts(4)) as [
        number,
        number,
        number,
        number,
      ];
      const original = await startAcademy(academyEnv(path.join(work, 'data'), port, pgPort));
      // The demo seed runs once the server answers, and hands its lessons to the transcoder: wait for
      // the first course, then for its first lesson.
      const demo = await until(
        async () => (await courses(original))[0]?._id,
        60_000,
        'the demo courses',
      );
      const lesson = await until(
        async () => {
          const list = await json(await fetch(`${original}/api/videos/course/${demo}/version/1`));
          return list.data.videos.length > 0 && (await playFirstLesson(original, demo));
        },
        240_000,
        'a transcoded demo lesson',
      );

      const backupDir = path.join(work, 'backup');
      const env = academyEnv(path.join(work, 'data'), port, pgPort);
      const backup = await run('npx', ['tsx', 'scripts/src/backup/backup.ts', backupDir], {
        cwd: root,
        env,
      });
      expect(backup.stdout).toMatch(/Backup written to .+: \d+ tables, \d+ rows, \d+ media files/);

      const fresh = academyEnv(path.join(work, 'restored'), port2, pgPort2, { SEED_DEMO: 'false' });
      const restored = await run('npx', ['tsx', 'scripts/src/backup/restore.ts', backupDir], {
        cwd: root,
        env: fresh,
      });
      expect(restored.stdout).toMatch(/Restored the backup of .+ media files/);
      // A folder that now holds an academy is refused: a restore never overwrites one.
      const again = await run('npx', ['tsx', 'scripts/src/backup/restore.ts', backupDir], {
        cwd: root,
        env: fresh,
      }).catch((err: { stderr: string; code: number }) => err);
      expect('code' in again && again.code).toBe(1);
      expect('stderr' in again && again.stderr).toMatch(/already holds a database/);

      const copy = await startAcademy(fresh);
      expect(await courses(copy)).toEqual(await courses(original));
      expect(await playFirstLesson(copy, demo)).toEqual(lesson);
    },
  );
});
