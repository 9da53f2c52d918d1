import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type SignedInUser } from '../../test/fixtures/accounts.ts';
import { courseWithBuyer } from '../../test/fixtures/catalogue.ts';
import { makeSourceVideo, startWorker, uploadLesson } from '../../test/fixtures/media.ts';
import { bearer, eventually, startTestApp, tempDir, type TestApp } from '../../test/harness.ts';
import { videoVersions } from './video.table.ts';

/**
 * The transcoding pipeline under faults: a re-upload never interrupts learners, a worker killed
 * mid-job is replaced without serving half an output, and files that cannot be transcoded end in
 * `error` with a reason after a bounded number of tries.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
let app: TestApp;
let admin: SignedInUser;
let buyer: SignedInUser;
let courseId: string;
let shortSource: Buffer;
const dir = tempDir('academy-pipeline-test-');

beforeAll(async () => {
  app = await startTestApp();
  ({ admin, buyer, courseId } = await courseWithBuyer(app));
  shortSource = readFileSync(await makeSourceVideo(dir, { seconds: 4 }));
});

const upload = (file: Buffer, fields: Record<string, string>) =>
  uploadLesson(app, admin, file, { courseId, ...fields });

async function adminView(videoId: string) {
  const res = await app.request('GET', `/api/videos/${videoId}`, { headers: bearer(admin) });
  return res.body.data.video;
}

async function versionRow(videoId: string, version: number) {
  const [row] = await app.ctx.database.db
    .select()
    .from(videoVersions)
    .where(and(eq(videoVersions.videoId, videoId), eq(videoVersions.version, version)));
  return row!;
}

async function jobStates(videoId: string): Promise<string[]> {
  const { rows } = await app.ctx.database.pool.query<{ state: string }>(
    `select state from pgboss.job where name = 'video.transcode' and data->>'videoId' = $1
     order by created_on`,
    [videoId],
  );
  return rows.map((r) => r.state);
}

/** pg-boss records a job's end just after the handler has updated the video: wait for it. */
async function expectJobStates(videoId: string, expected: string[]): Promise<void> {
  await eventually(
    async () => JSON.stringify(await jobStates(videoId)) === JSON.stringify(expected),
  );
  expect(await jobStates(videoId)).toEqual(expected);
}

/**
 * pg-boss waits 10-40 s before a retry (backoff); the tests move that moment to now instead of
 * sleeping through it.
 */
async function retryNow(videoId: string): Promise<void> {
  await app.ctx.database.pool.query(
    `update pgboss.job set start_after = now()
     where name = 'video.transcode' and state = 'retry' and data->>'videoId' = $1`,
    [videoId],
  );
}

const status = async (url: string, headers?: Record<string, string>) =>
  (await fetch(`${app.url}${url}`, headers ? { headers } : {})).status;

describe('a re-upload', () => {
  it('keeps the old version playing until the new one is ready, then replaces it', async () => {
    const first = await startWorker(app);
    const { id } = await upload(shortSource, { title: 'Lesson to redo', order: '1' });
    await eventually(async () => (await adminView(id)).status === 'active', 60_000);
    await first.stop();

    const v1 = (await app.request('GET', `/api/videos/${id}`, { headers: bearer(buyer) })).body.data
      .video;
    expect(v1.version).toBe(1);
    const variant = (await (await fetch(`${app.url}${v1.videoUrl}`)).text())
      .split('\n')
      .find((l) => l.startsWith('/api/media/'))!;
    const v1Segment = (await (await fetch(`${app.url}${variant}`)).text())
      .split('\n')
      .find((l) => l.includes('.m4s?'))!;

    const longer = readFileSync(await makeSourceVideo(dir, { seconds: 6, tone: 660 }));
    const again = await fetch(`${app.url}/api/videos/upload`, {
      method: 'POST',
      headers: bearer(admin),
      body: (() => {
        const body = new FormData();
        body.set('videoId', id);
        body.set('file', new Blob([longer]), 'take-two.mp4');
        return body;
      })(),
    });
    const reupload = ((await again.json()) as { data: { video: Record<string, unknown> } }).data
      .video;
    expect(again.status).toBe(201);
    expect(reupload).toMatchObject({
      status: 'active',
      version: 1,
      latestVersion: 2,
      duration: 4,
      reupload: { version: 2, status: 'processing', errorReason: null },
    });

    // No worker runs: learners still get version 1, its segments and its key; version 2 is not served.
    const meanwhile = (await app.request('GET', `/api/videos/${id}`, { headers: bearer(buyer) }))
      .body.data.video;
    expect(meanwhile).toMatchObject({ version: 1, status: 'active', duration: 4 });
    expect(await status(meanwhile.videoUrl)).toBe(200);
    expect(await status(v1Segment)).toBe(200);
    expect(await status(`/api/videos/${id}/key?v=1`, bearer(buyer))).toBe(200);
    expect(await status(`/api/videos/${id}/key?v=2`, bearer(buyer))).toBe(403);

    const second = await startWorker(app);
    await eventually(async () => (await adminView(id)).version === 2, 60_000);
    const after = (await app.request('GET', `/api/videos/${id}`, { headers: bearer(buyer) })).body
      .data.video;
    expect(after).toMatchObject({ version: 2, duration: 6, progress: 100 });
    expect(await status(after.videoUrl)).toBe(200);
    expect(await status(`/api/videos/${id}/key?v=2`, bearer(buyer))).toBe(200);
    // The replaced version is neither served nor kept.
    expect(await status(v1Segment)).toBe(403);
    expect(await status(`/api/videos/${id}/key?v=1`, bearer(buyer))).toBe(403);
    expect(existsSync(path.join(app.dataDir, 'media', 'videos', id, 'v1'))).toBe(false);
    expect((await versionRow(id, 1)).status).toBe('superseded');
    expect((await adminView(id)).reupload).toBeNull();
    await second.stop();
  });
});

describe('a worker killed in the middle of a job', () => {
  it('is replaced by another worker, and nothing half-made is ever served', async () => {
    const source = readFileSync(
      await makeSourceVideo(dir, { seconds: 20, size: '640x360', rate: 30 }),
    );
    const { id } = await upload(source, { title: 'Long lesson', order: '2' });

    const workerTmp = path.join(dir, 'worker-tmp');
    mkdirSync(workerTmp, { recursive: true });
    const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/worker.ts'], {
      cwd: root,
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        TMPDIR: workerTmp,
        ENV_FILE: '',
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATABASE_URL: app.ctx.database.url,
        DATA_DIR: app.dataDir,
        MEDIA_MASTER_KEY: app.config.mediaMasterKey.toString('hex'),
        JWT_SECRET: randomBytes(32).toString('hex'),
      },
    });
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      await eventually(async () => {
        const row = await versionRow(id, 1);
        return row.attempt === 1 && row.progress >= 5;
      }, 60_000);
    } catch (err) {
      throw new Error(`the child worker never got going: ${stderr}`, { cause: err });
    }
    const during = await adminView(id);
    expect(during).toMatchObject({ status: 'processing', videoUrl: null, version: null });
    expect(during.progress).toBeGreaterThan(0);

    process.kill(-child.pid!, 'SIGKILL');
    await exited;
    const deadTemp = path.join(workerTmp, 'academy-transcode');
    expect(readdirSync(deadTemp).some((n) => n.startsWith(`w-${child.pid}-`))).toBe(true);
    expect((await adminView(id)).videoUrl).toBeNull();
    expect(await status(`/api/videos/${id}/key?v=1`, bearer(buyer))).toBe(404);

    const rescuer = await startWorker(app, {
      tempRoot: deadTemp,
      staleAfterSeconds: 2,
      sweepIntervalMs: 500,
    });
    // The dead worker's temporary files went when the new one started.
    expect(readdirSync(deadTemp).some((n) => n.startsWith(`w-${child.pid}-`))).toBe(false);
    await eventually(async () => (await jobStates(id)).includes('retry'), 20_000);
    await retryNow(id);
    await eventually(async () => (await adminView(id)).status === 'active', 90_000);

    const row = await versionRow(id, 1);
    expect(row.attempt).toBe(2);
    expect(row.storagePrefix).toBe(`videos/${id}/v1/a2`);
    expect(readdirSync(path.join(app.dataDir, 'media', 'videos', id, 'v1'))).toEqual(['a2']);
    await expectJobStates(id, ['completed']);
    const video = (await app.request('GET', `/api/videos/${id}`, { headers: bearer(buyer) })).body
      .data.video;
    expect(video).toMatchObject({ duration: 20, version: 1 });
    expect(await status(video.videoUrl)).toBe(200);
    // The job's temporary folder went with it.
    expect(readdirSync(path.join(deadTemp, rescuer.id))).toEqual([]);
    await rescuer.stop();
  }, 180_000);

  it('hands its job back without using up a try when it is stopped (a deploy)', async () => {
    const source = readFileSync(
      await makeSourceVideo(dir, { seconds: 20, size: '640x360', rate: 30, tone: 330 }),
    );
    const { id } = await upload(source, { title: 'Interrupted by a deploy', order: '5' });
    const leaving = await startWorker(app);
    await eventually(async () => (await versionRow(id, 1)).progress >= 5, 60_000);
    await leaving.stop();
    expect(await jobStates(id)).toEqual(['completed', 'created']);
    expect((await adminView(id)).status).toBe('processing');

    const next = await startWorker(app);
    await eventually(async () => (await adminView(id)).status === 'active', 90_000);
    expect((await versionRow(id, 1)).attempt).toBe(2);
    await next.stop();
  }, 180_000);
});

describe('a file that cannot be transcoded', () => {
  it('ends in error at once when it turns out not to be a video', async () => {
    const { id } = await upload(shortSource, { title: 'Swapped file', order: '3' });
    // The stored source is replaced by something that is not a video (the upload check passed).
    const { sourceKey } = await versionRow(id, 1);
    await app.ctx.storage.put(sourceKey!, Buffer.from('not a video at all\n'.repeat(100)));
    const worker = await startWorker(app);
    const failed = await eventually(async () => {
      const video = await adminView(id);
      return video.status === 'error' ? video : null;
    }, 30_000);
    expect(failed.errorReason).toMatch(/not a video/i);
    expect(failed.videoUrl).toBeNull();
    const row = await versionRow(id, 1);
    expect(row).toMatchObject({ status: 'error', attempt: 1 });
    await expectJobStates(id, ['completed']);
    await worker.stop();
  });

  it('ends in error after the bounded tries when it keeps failing', async () => {
    const { id } = await upload(shortSource, { title: 'Lost source', order: '4' });
    const { sourceKey } = await versionRow(id, 1);
    await app.ctx.storage.delete(sourceKey!);
    const worker = await startWorker(app);
    const failed = await eventually(async () => {
      await retryNow(id);
      const video = await adminView(id);
      return video.status === 'error' ? video : null;
    }, 60_000);
    expect(failed.errorReason).toMatch(/^Processing failed: /);
    expect((await versionRow(id, 1)).attempt).toBe(3);
    await expectJobStates(id, ['failed']);
    // Learners never see it; the course lists only what plays.
    const list = await app.request('GET', `/api/videos/course/${courseId}/version/1`, {
      headers: bearer(buyer),
    });
    expect(list.body.data.videos.map((v: { id: string }) => v.id)).not.toContain(id);
    await worker.stop();
  });
});
