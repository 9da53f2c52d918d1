import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import * as tus from 'tus-js-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createLearner, type SignedInUser } from '../../test/fixtures/accounts.ts';
import { createCourse } from '../../test/fixtures/catalogue.ts';
import {
  decodableFrames,
  makeSourceVideo,
  startWorker,
  TUS,
  tusMetadata,
} from '../../test/fixtures/media.ts';
import { bearer, eventually, startTestApp, tempDir, type TestApp } from '../../test/harness.ts';
import { createTusUploads } from './tus-uploads.ts';
import { videos } from './video.table.ts';

/**
 * Uploading lessons: tus (resumable, with tus-js-client as the PWA uses it) and the spec's multipart
 * call, through to a playable, encrypted video made by the real transcoder in a worker in this process.
 */

let app: TestApp;
let admin: SignedInUser;
let learner: SignedInUser;
let courseId: string;
let source: Buffer;
const dir = tempDir('academy-upload-test-');

beforeAll(async () => {
  app = await startTestApp();
  admin = await createAdmin(app);
  learner = await createLearner(app);
  courseId = (await createCourse(app, admin.user.id)).id;
  source = readFileSync(await makeSourceVideo(dir, { seconds: 4 }));
});

async function videoRows() {
  return app.ctx.database.db.select().from(videos).where(eq(videos.courseId, courseId));
}

/** Runs a tus upload to its end; resolves with the final response's headers or rejects. */
function tusUpload(
  file: Buffer,
  options: Partial<tus.UploadOptions> & { metadata: Record<string, string> },
): Promise<{ upload: tus.Upload; videoId: string | null; version: string | null }> {
  return new Promise((resolve, reject) => {
    const upload = new tus.Upload(file, {
      endpoint: `${app.url}/api/uploads`,
      headers: bearer(admin),
      chunkSize: 64 * 1024,
      retryDelays: [],
      ...options,
      onSuccess: ({ lastResponse }) =>
        resolve({
          upload,
          videoId: lastResponse.getHeader('Upload-Video-Id') ?? null,
          version: lastResponse.getHeader('Upload-Video-Version') ?? null,
        }),
      onError: reject,
    });
    upload.start();
  });
}

async function waitForActive(videoId: string, timeoutMs = 60_000) {
  return eventually(async () => {
    const res = await app.request('GET', `/api/videos/${videoId}`, { headers: bearer(admin) });
    return res.body.data?.video?.status === 'active' ? res.body.data.video : null;
  }, timeoutMs);
}

describe('a tus upload', () => {
  it('resumes after an interruption and ends as an encrypted, playable video', async () => {
    // Create, send the first chunk, then cut the connection as a weak network would.
    let uploadUrl = '';
    await new Promise<void>((resolve, reject) => {
      const first = new tus.Upload(source, {
        endpoint: `${app.url}/api/uploads`,
        headers: bearer(admin),
        chunkSize: 64 * 1024,
        retryDelays: [],
        metadata: {
          courseId,
          title: 'Resumed lesson',
          description: 'Sent in two goes',
          order: '1',
          isFreePreview: 'true',
          filename: 'lesson.mp4',
        },
        onChunkComplete: () => {
          uploadUrl = first.url!;
          void first.abort().then(resolve);
        },
        onError: reject,
      });
      first.start();
    });
    expect(uploadUrl).toMatch(/\/api\/uploads\/[0-9a-f]+$/);
    const uploadId = uploadUrl.split('/').pop()!;

    // Where to resume from: HEAD, with the admin token like every tus request.
    const head = await fetch(uploadUrl, { method: 'HEAD', headers: { ...TUS, ...bearer(admin) } });
    expect(head.status).toBe(200);
    const offset = Number(head.headers.get('upload-offset'));
    expect(offset).toBe(64 * 1024);
    expect(Number(head.headers.get('upload-length'))).toBe(source.length);

    const status = await app.request('GET', `/api/uploads/${uploadId}/video`, {
      headers: bearer(admin),
    });
    expect(status.body.data).toMatchObject({ state: 'uploading', videoId: null });

    const worker = await startWorker(app);
    const done = await tusUpload(source, { uploadUrl, metadata: {} });
    expect(done.videoId).toMatch(/^[0-9a-f-]{36}$/);
    expect(done.version).toBe('1');

    const accepted = await app.request('GET', `/api/uploads/${uploadId}/video`, {
      headers: bearer(admin),
    });
    expect(accepted.body.data).toMatchObject({
      state: 'accepted',
      videoId: done.videoId,
      version: 1,
    });
    expect(accepted.body.data.video).toMatchObject({
      title: 'Resumed lesson',
      isFreePreview: true,
      order: 1,
    });
    expect(['processing', 'active']).toContain(accepted.body.data.video.status);

    const video = await waitForActive(done.videoId!);
    expect(video).toMatchObject({ progress: 100, errorReason: null, version: 1, duration: 4 });
    // The tus file and the stored source are gone once the renditions are live.
    expect(existsSync(path.join(app.dataDir, 'uploads', 'tus', uploadId))).toBe(false);
    const sources = path.join(app.dataDir, 'media', 'video-sources', done.videoId!);
    expect(existsSync(sources) ? readdirSync(sources) : []).toEqual([]);

    // Free preview: a visitor plays it; the segment only decodes with the key.
    const learnerView = await app.request('GET', `/api/videos/${done.videoId}`);
    // Each rendition's size is what its stored files weigh (what a learner downloads to watch it all).
    const stored = path.join(app.dataDir, 'media', 'videos', done.videoId!, 'v1');
    const attempt = path.join(stored, readdirSync(stored)[0]!);
    const folders = readdirSync(attempt, { withFileTypes: true }).filter((f) => f.isDirectory());
    const weigh = (folder: string) =>
      readdirSync(path.join(attempt, folder)).reduce(
        (sum, file) => sum + statSync(path.join(attempt, folder, file)).size,
        0,
      );
    const sizes = learnerView.body.data.video.sizes as Array<{ name: string; bytes: number }>;
    expect(sizes.map((s) => s.name).sort()).toEqual(folders.map((f) => f.name).sort());
    for (const size of sizes) expect(size.bytes).toBe(weigh(size.name));
    const master = await (await fetch(`${app.url}${learnerView.body.data.video.videoUrl}`)).text();
    const variant = master.split('\n').find((l) => l.startsWith('/api/media/'))!;
    const playlist = await (await fetch(`${app.url}${variant}`)).text();
    const init = /#EXT-X-MAP:URI="([^"]+)"/.exec(playlist)![1]!;
    const keyLine = /#EXT-X-KEY:METHOD=AES-128,URI="([^"]+)",IV=0x([0-9a-f]{32})/.exec(playlist)!;
    expect(keyLine[1]).toBe(`/api/videos/${done.videoId}/key?v=1`);
    const segment = playlist.split('\n').find((l) => l.includes('.m4s?'))!;
    const bytes = async (url: string) =>
      Buffer.from(await (await fetch(`${app.url}${url}`)).arrayBuffer());
    const [initBytes, segBytes, key] = await Promise.all([
      bytes(init),
      bytes(segment),
      bytes(keyLine[1]!),
    ]);
    expect(key).toHaveLength(16);
    expect(await decodableFrames(Buffer.concat([initBytes, segBytes]))).toBe(0);
    const { createDecipheriv } = await import('node:crypto');
    const decipher = createDecipheriv('aes-128-cbc', key, Buffer.from(keyLine[2]!, 'hex'));
    const clear = Buffer.concat([decipher.update(segBytes), decipher.final()]);
    expect(await decodableFrames(Buffer.concat([initBytes, clear]))).toBeGreaterThan(10);
    await worker.stop();
  });

  it('refuses files over 500 MB before a byte is sent', async () => {
    const res = await app.request('POST', '/api/uploads', {
      headers: {
        ...TUS,
        ...bearer(admin),
        'upload-length': String(500 * 1024 * 1024 + 1),
        'upload-metadata': tusMetadata({ courseId, title: 'Too big' }),
      },
    });
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('Video file size must be less than 500MB');
  });

  it('checks the form when the upload is created', async () => {
    const noTitle = await app.request('POST', '/api/uploads', {
      headers: {
        ...TUS,
        ...bearer(admin),
        'upload-length': '100',
        'upload-metadata': tusMetadata({ courseId }),
      },
    });
    expect(noTitle.status).toBe(400);
    expect(noTitle.body.message).toBe('Video title is required');
    const noCourse = await app.request('POST', '/api/uploads', {
      headers: {
        ...TUS,
        ...bearer(admin),
        'upload-length': '100',
        'upload-metadata': tusMetadata({
          courseId: '00000000-0000-4000-8000-000000000000',
          title: 'Lost',
        }),
      },
    });
    expect(noCourse.status).toBe(404);
    const badOrder = await app.request('POST', '/api/uploads', {
      headers: {
        ...TUS,
        ...bearer(admin),
        'upload-length': '100',
        'upload-metadata': tusMetadata({ courseId, title: 'x', order: '0' }),
      },
    });
    expect(badOrder.status).toBe(400);
    expect(badOrder.body.message).toBe('Order must be at least 1');
  });

  it('turns away a text file named .mp4 with a clear message and leaves no video', async () => {
    const before = (await videoRows()).length;
    const text = Buffer.from('These are my lecture notes, not a video.\n'.repeat(200));
    const err = await tusUpload(text, {
      metadata: { courseId, title: 'Notes', filename: 'lecture.mp4' },
    }).then(
      () => null,
      (e: tus.DetailedError) => e,
    );
    expect(err).not.toBeNull();
    const res = err!.originalResponse!;
    expect(res.getStatus()).toBe(400);
    const body = JSON.parse(res.getBody()) as { message: string; errors: { file: string } };
    expect(body.message).toBe('Please select a valid video file');
    expect(body.errors.file).toMatch(/not a video/i);
    expect(await videoRows()).toHaveLength(before);

    const uploadId = err!.originalRequest!.getURL().split('/').pop()!;
    const status = await app.request('GET', `/api/uploads/${uploadId}/video`, {
      headers: bearer(admin),
    });
    expect(status.body.data).toMatchObject({ state: 'rejected', videoId: null });
    expect(status.body.data.errorReason).toMatch(/^Please select a valid video file/);
    // The rejected bytes are gone: resuming finds nothing.
    const head = await fetch(`${app.url}/api/uploads/${uploadId}`, {
      method: 'HEAD',
      headers: { ...TUS, ...bearer(admin) },
    });
    expect(head.status).toBe(404);
  });

  it('needs an admin token on every request: create, HEAD, PATCH, DELETE and status', async () => {
    const create = (headers: Record<string, string>) =>
      app.request('POST', '/api/uploads', {
        headers: {
          ...TUS,
          ...headers,
          'upload-length': '10',
          'upload-metadata': tusMetadata({ courseId, title: 'x' }),
        },
      });
    expect((await create({})).status).toBe(401);
    expect((await create(bearer(learner))).status).toBe(403);
    const made = await create(bearer(admin));
    expect(made.status).toBe(201);
    const url = made.headers.get('location')!;
    expect(url).toMatch(/^\/api\/uploads\/[0-9a-f]+$/);
    const patch = (headers: Record<string, string>) =>
      app.request('PATCH', url, {
        headers: {
          ...TUS,
          ...headers,
          'upload-offset': '0',
          'content-type': 'application/offset+octet-stream',
        },
        raw: Buffer.from('0123456789'),
      });
    for (const [who, headers, status] of [
      ['visitor', {}, 401],
      ['learner', bearer(learner), 403],
    ] as const) {
      expect({ who, status: (await patch(headers)).status }).toEqual({ who, status });
      const head = await app.request('HEAD', url, { headers: { ...TUS, ...headers } });
      expect({ who, status: head.status }).toEqual({ who, status });
      const del = await app.request('DELETE', url, { headers: { ...TUS, ...headers } });
      expect({ who, status: del.status }).toEqual({ who, status });
      const info = await app.request('GET', `${url}/video`, { headers });
      expect({ who, status: info.status }).toEqual({ who, status });
    }
    const head = await app.request('HEAD', url, { headers: { ...TUS, ...bearer(admin) } });
    expect(head.headers.get('upload-offset')).toBe('0');
    const del = await app.request('DELETE', url, { headers: { ...TUS, ...bearer(admin) } });
    expect(del.status).toBe(204);
  });
});

describe('unfinished uploads', () => {
  it('expire 24 hours after they were created and are removed', async () => {
    const made = await app.request('POST', '/api/uploads', {
      headers: {
        ...TUS,
        ...bearer(admin),
        'upload-length': String(source.length),
        'upload-metadata': tusMetadata({ courseId, title: 'Abandoned on a bus' }),
      },
    });
    expect(made.status).toBe(201);
    expect(made.headers.get('upload-expires')).toBeTruthy();
    const url = made.headers.get('location')!;
    const id = url.split('/').pop()!;
    const fresh = createTusUploads(app.ctx);
    expect(await fresh.cleanUp()).toBe(0);

    // A day and an hour later:
    const info = path.join(app.dataDir, 'uploads', 'tus', `${id}.json`);
    const record = JSON.parse(readFileSync(info, 'utf8')) as { creation_date: string };
    record.creation_date = new Date(Date.now() - 25 * 3600_000).toISOString();
    writeFileSync(info, JSON.stringify(record));
    expect(await fresh.cleanUp()).toBe(1);
    expect(existsSync(path.join(app.dataDir, 'uploads', 'tus', id))).toBe(false);
    const head = await app.request('HEAD', url, { headers: { ...TUS, ...bearer(admin) } });
    expect(head.status).toBe(404);
  });
});

describe('the multipart upload (POST /api/videos/upload)', () => {
  const form = (fields: Record<string, string>, file?: { data: Buffer; name: string }) => {
    const body = new FormData();
    for (const [k, v] of Object.entries(fields)) body.set(k, v);
    if (file) body.set('file', new Blob([file.data]), file.name);
    return body;
  };

  it('accepts a lesson into the same pipeline', async () => {
    const res = await fetch(`${app.url}/api/videos/upload`, {
      method: 'POST',
      headers: bearer(admin),
      body: form(
        {
          title: 'Multipart lesson',
          description: 'From the old form',
          courseId,
          order: '2',
          isFreePreview: 'false',
          duration: '0:05',
        },
        { data: source, name: 'clip.mov' },
      ),
    });
    const body = (await res.json()) as { data: { video: { id: string } }; message: string };
    expect(res.status).toBe(201);
    expect(body.data.video).toMatchObject({
      title: 'Multipart lesson',
      status: 'processing',
      progress: 0,
      duration: 5,
      order: 2,
      isFreePreview: false,
      videoUrl: null,
    });
    const worker = await startWorker(app);
    const video = await waitForActive(body.data.video.id);
    // The admin's duration wins over the measured one.
    expect(video.duration).toBe(5);
    await worker.stop();
  });

  it('says what is wrong with the form and the file', async () => {
    const post = async (fields: Record<string, string>, file?: { data: Buffer; name: string }) => {
      const res = await fetch(`${app.url}/api/videos/upload`, {
        method: 'POST',
        headers: bearer(admin),
        body: form(fields, file),
      });
      return { status: res.status, body: (await res.json()) as { message: string } };
    };
    const noFile = await post({ title: 'x', courseId });
    expect(noFile).toMatchObject({ status: 400, body: { message: 'Video file is required' } });
    const before = (await videoRows()).length;
    const notVideo = await post(
      { title: 'x', courseId },
      { data: Buffer.from('%PDF-1.4 not a video'), name: 'x.mp4' },
    );
    expect(notVideo).toMatchObject({
      status: 400,
      body: { message: 'Please select a valid video file' },
    });
    expect(await videoRows()).toHaveLength(before);
    const learnerRes = await fetch(`${app.url}/api/videos/upload`, {
      method: 'POST',
      headers: bearer(learner),
      body: form({ title: 'x', courseId }, { data: source, name: 'x.mp4' }),
    });
    expect(learnerRes.status).toBe(403);
  });
});
