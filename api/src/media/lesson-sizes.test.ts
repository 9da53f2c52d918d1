import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { RenditionSize } from '@academy/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { type SignedInUser } from '../../test/fixtures/accounts.ts';
import { courseWithBuyer } from '../../test/fixtures/catalogue.ts';
import { createLesson } from '../../test/fixtures/learning.ts';
import { storeReadyVideo, type ReadyVideo } from '../../test/fixtures/media.ts';
import { bearer, startTestApp, type TestApp } from '../../test/harness.ts';

/**
 * What a lesson costs, as every lesson list answers it (`sizes`): the bytes the transcoder stored with
 * the playing version, per rendition, pictures smallest first then audio only. A learner on a small
 * data plan decides from these figures, so they must be the stored ones exactly.
 */

let app: TestApp;
let admin: SignedInUser;
let buyer: SignedInUser;
let courseId: string;
let ladder: ReadyVideo;
let plain: ReadyVideo;
let legacy: ReadyVideo;
let processingId: string;

/** As the transcoder stores them: biggest picture first, audio only last. */
const LADDER = [
  {
    name: '720p',
    width: 1280,
    height: 720,
    playlist: '720p/index.m3u8',
    bandwidth: 1_400_000,
    peakBandwidth: 1_650_000,
    bytes: 52_400_123,
  },
  {
    name: '360p',
    width: 640,
    height: 360,
    playlist: '360p/index.m3u8',
    bandwidth: 420_000,
    bytes: 15_800_456,
  },
  {
    name: '180p',
    width: 320,
    height: 180,
    playlist: '180p/index.m3u8',
    bandwidth: 160_000,
    bytes: 6_100_789,
  },
  { name: 'audio', playlist: 'audio/index.m3u8', bandwidth: 66_000, bytes: 2_480_012 },
];
const EXPECTED: RenditionSize[] = [
  { name: '180p', height: 180, bandwidth: 160_000, bytes: 6_100_789 },
  { name: '360p', height: 360, bandwidth: 420_000, bytes: 15_800_456 },
  { name: '720p', height: 720, bandwidth: 1_400_000, peakBandwidth: 1_650_000, bytes: 52_400_123 },
  { name: 'audio', height: null, bandwidth: 66_000, bytes: 2_480_012 },
];

const sizesById = (list: Array<{ _id: string; sizes: RenditionSize[] }>) =>
  new Map(list.map((v) => [v._id, v.sizes]));

/** Bytes of the files stored in one rendition's folder of a version (local storage). */
async function storedBytes(video: ReadyVideo, rendition: string): Promise<number> {
  const dir = path.join(
    app.dataDir,
    'media',
    'videos',
    video.videoId,
    `v${video.version}`,
    'a1',
    rendition,
  );
  const files = await readdir(dir);
  const sizes = await Promise.all(files.map(async (f) => (await stat(path.join(dir, f))).size));
  return sizes.reduce((a, b) => a + b, 0);
}

beforeAll(async () => {
  app = await startTestApp();
  ({ admin, buyer, courseId } = await courseWithBuyer(app, 2500));
  const common = { courseId, adminId: admin.user.id };
  ladder = await storeReadyVideo(app, {
    ...common,
    order: 1,
    isFreePreview: true,
    renditions: LADDER,
  });
  plain = await storeReadyVideo(app, { ...common, order: 2 });
  // Transcoded before the transcoder counted bytes: no figure rather than a wrong one.
  legacy = await storeReadyVideo(app, {
    ...common,
    order: 3,
    renditions: [
      { name: '360p', width: 640, height: 360, playlist: '360p/index.m3u8', bandwidth: 400_000 },
    ],
  });
  processingId = await createLesson(app, courseId, {
    title: 'Still processing',
    order: 4,
    duration: null,
    status: 'processing',
    progress: 40,
  });
});

describe('lesson sizes', () => {
  it('the course page lists each lesson with the stored bytes of every rendition, smallest first', async () => {
    const res = await app.request('GET', `/api/courses/${courseId}`);
    expect(res.status).toBe(200);
    const sizes = sizesById(res.body.data.course.videos);
    expect(sizes.get(ladder.videoId)).toEqual(EXPECTED);
    expect(sizes.get(legacy.videoId)).toEqual([]);
    // Learners and visitors never see a lesson that cannot play.
    expect(sizes.has(processingId)).toBe(false);
  });

  it('a stored figure is the bytes of the rendition files in storage', async () => {
    const res = await app.request('GET', `/api/courses/${courseId}`);
    const [only] = sizesById(res.body.data.course.videos).get(plain.videoId)!;
    expect(only).toMatchObject({ name: '360p', height: 90, bandwidth: 200_000 });
    expect(only!.bytes).toBe(await storedBytes(plain, '360p'));
  });

  it('the purchased course and the watch page playlist carry the same sizes', async () => {
    const res = await app.request('GET', `/api/videos/course/${courseId}/version/1`, {
      headers: bearer(buyer),
    });
    expect(res.status).toBe(200);
    const sizes = sizesById(res.body.data.videos);
    expect(sizes.get(ladder.videoId)).toEqual(EXPECTED);
    expect(sizes.get(legacy.videoId)).toEqual([]);
  });

  it('one lesson answers its sizes too', async () => {
    const visitor = await app.request('GET', `/api/videos/${ladder.videoId}`);
    expect(visitor.body.data.video.sizes).toEqual(EXPECTED);
    const owner = await app.request('GET', `/api/videos/${plain.videoId}`, {
      headers: bearer(buyer),
    });
    expect(owner.body.data.video.sizes.map((s: RenditionSize) => s.bytes)).toEqual([
      await storedBytes(plain, '360p'),
    ]);
  });

  it('an admin sees a lesson without a playing version with no sizes', async () => {
    const res = await app.request('GET', `/api/admin/courses/${courseId}/videos`, {
      headers: bearer(admin),
    });
    expect(res.status).toBe(200);
    const sizes = sizesById(res.body.data.videos);
    expect(sizes.get(processingId)).toEqual([]);
    expect(sizes.get(ladder.videoId)).toEqual(EXPECTED);
  });
});
