import { createDecipheriv } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, type SignedInUser } from '../../test/fixtures/accounts.ts';
import { createCourse } from '../../test/fixtures/catalogue.ts';
import {
  decodableFrames,
  makeSourceVideo,
  startWorker,
  uploadLesson,
} from '../../test/fixtures/media.ts';
import { eventually, startTestApp, tempDir, type TestApp } from '../../test/harness.ts';
import { startS3Server } from '../../test/s3-server.ts';

/**
 * With S3 storage (an S3-compatible server over HTTP here): the upload's source and the renditions
 * live in the bucket, playlists are still rewritten by the API, and segments are presigned links
 * straight to the bucket.
 */

const dir = tempDir('academy-media-s3-');
let app: TestApp;
let admin: SignedInUser;
let s3Origin: string;

beforeAll(async () => {
  const s3 = await startS3Server();
  s3Origin = s3.origin;
  app = await startTestApp({
    STORAGE_DRIVER: 's3',
    S3_ENDPOINT: s3.origin,
    S3_BUCKET: s3.bucket,
    S3_ACCESS_KEY_ID: s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
  });
  admin = await createAdmin(app);
});

describe('media on S3 storage', () => {
  it('serves rewritten playlists from the API and presigned segments from the bucket', async () => {
    const courseId = (await createCourse(app, admin.user.id)).id;
    const source = readFileSync(await makeSourceVideo(dir, { seconds: 4 }));
    const { id } = await uploadLesson(app, admin, source, {
      courseId,
      title: 'On the bucket',
      isFreePreview: 'true',
    });

    const worker = await startWorker(app);
    const video = await eventually(async () => {
      const v = (await app.request('GET', `/api/videos/${id}`)).body.data?.video;
      return v?.status === 'active' ? v : null;
    }, 60_000);
    await worker.stop();

    expect(video.videoUrl).toMatch(/^\/api\/media\//);
    expect(video.posterUrl).toMatch(
      new RegExp(`^${s3Origin}/academy-media/videos/${id}/v1/a1/poster\\.jpg\\?`),
    );
    const master = await (await fetch(`${app.url}${video.videoUrl}`)).text();
    const variant = master.split('\n').find((l) => l.startsWith('/api/media/'))!;
    const playlist = await (await fetch(`${app.url}${variant}`)).text();
    const init = /#EXT-X-MAP:URI="([^"]+)"/.exec(playlist)![1]!;
    const segment = playlist.split('\n').find((l) => l.includes('.m4s'))!;
    expect(segment.startsWith(`${s3Origin}/academy-media/videos/${id}/v1/a1/`)).toBe(true);
    expect(segment).toContain('X-Amz-Signature=');
    const iv = /IV=0x([0-9a-f]{32})/.exec(playlist)![1]!;

    const get = async (url: string) => {
      const r = await fetch(url.startsWith('/') ? `${app.url}${url}` : url);
      expect(r.status).toBe(200);
      return Buffer.from(await r.arrayBuffer());
    };
    const [initBytes, segBytes, key] = await Promise.all([
      get(init),
      get(segment),
      get(`/api/videos/${id}/key?v=1`),
    ]);
    expect(await decodableFrames(Buffer.concat([initBytes, segBytes]))).toBe(0);
    const decipher = createDecipheriv('aes-128-cbc', key, Buffer.from(iv, 'hex'));
    const clear = Buffer.concat([decipher.update(segBytes), decipher.final()]);
    expect(await decodableFrames(Buffer.concat([initBytes, clear]))).toBeGreaterThan(10);

    // The renditions are objects of the bucket, not files of the API.
    expect(await app.ctx.storage.stat(`videos/${id}/v1/a1/master.m3u8`)).not.toBeNull();
  });
});
