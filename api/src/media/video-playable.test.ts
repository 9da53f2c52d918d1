import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type SignedInUser } from '../../test/fixtures/accounts.ts';
import { courseWithBuyer } from '../../test/fixtures/catalogue.ts';
import { makeSourceVideo, startWorker, uploadLesson } from '../../test/fixtures/media.ts';
import { bearer, eventually, startTestApp, tempDir, type TestApp } from '../../test/harness.ts';
import { videoVersions } from './video.table.ts';

/**
 * Issue 28: a lesson plays on its small rungs and its audio before the bigger rungs are done, and the
 * bigger ones join its master playlist when they are stored. The worker is held at the playable
 * moment (its `onPlayable`), so the test sees that state for as long as it needs, with no timing.
 */

let app: TestApp;
let admin: SignedInUser;
let buyer: SignedInUser;
let courseId: string;
const dir = tempDir('academy-playable-test-');

beforeAll(async () => {
  app = await startTestApp();
  ({ admin, buyer, courseId } = await courseWithBuyer(app));
});

const adminView = async (id: string) =>
  (await app.request('GET', `/api/videos/${id}`, { headers: bearer(admin) })).body.data.video;
const learnerView = async (id: string) =>
  (await app.request('GET', `/api/videos/${id}`, { headers: bearer(buyer) })).body.data.video;
const get = (url: string, headers?: Record<string, string>) =>
  fetch(`${app.url}${url}`, headers ? { headers } : {});
/** The links a playlist lists, in order (variants of a master, segments of a media playlist). */
const linksOf = (text: string) => text.split('\n').filter((l) => l.startsWith('/api/media/'));
const variantNames = (master: string) =>
  linksOf(master).map((l) => /\/v\d+\/([^/]+)\/index\.m3u8/.exec(l)![1]);

describe('a lesson with rungs above 360p', () => {
  it('plays on its small rungs while the bigger ones encode, then lists every rung', async () => {
    const source = readFileSync(await makeSourceVideo(dir, { seconds: 4, size: '1280x720' }));
    const { id } = await uploadLesson(app, admin, source, {
      courseId,
      title: 'Filmed in 720p',
      order: '1',
    });

    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let reached!: () => void;
    const playable = new Promise<void>((resolve) => (reached = resolve));
    const worker = await startWorker(app, {
      onPlayable: async () => {
        reached();
        await held;
      },
    });
    await playable;

    // The admin sees the first moment: playable, the bigger qualities still to come.
    const admins = await adminView(id);
    expect(admins).toMatchObject({ status: 'active', version: 1, qualities: 'playable' });
    expect(admins.progress).toBeLessThan(100);

    // A learner can play it: the master lists only the finished rungs, each served whole.
    const early = await learnerView(id);
    expect(early.videoUrl).not.toBeNull();
    const masterRes = await get(early.videoUrl);
    expect(masterRes.status).toBe(200);
    // Never cached: the master changes when the bigger rungs join.
    expect(masterRes.headers.get('cache-control')).toBe('private, no-store');
    const earlyMaster = await masterRes.text();
    expect(variantNames(earlyMaster)).toEqual(['360p', '240p', '180p', 'audio']);
    expect(early.sizes.map((s: { name: string }) => s.name)).not.toContain('720p');
    const playlist = await (await get(linksOf(earlyMaster)[0]!)).text();
    expect(playlist.trimEnd().endsWith('#EXT-X-ENDLIST')).toBe(true);
    const segments = linksOf(playlist);
    expect(segments.length).toBeGreaterThan(1);
    for (const segment of segments) expect((await get(segment)).status).toBe(200);
    expect((await get(`/api/videos/${id}/key?v=1`, bearer(buyer))).status).toBe(200);
    // Nothing of the 720p rung is stored yet, not even in part.
    const folder = path.join(app.dataDir, 'media', 'videos', id, 'v1', 'a1');
    expect(existsSync(path.join(folder, '360p', 'index.m3u8'))).toBe(true);
    expect(existsSync(path.join(folder, '720p'))).toBe(false);

    release();
    await eventually(async () => (await adminView(id)).qualities === 'all', 60_000);
    expect(await adminView(id)).toMatchObject({ status: 'active', progress: 100, version: 1 });

    // The next load gets every rung; a player that started on the early master plays on.
    const after = await learnerView(id);
    const fullMaster = await (await get(after.videoUrl)).text();
    expect(variantNames(fullMaster)).toEqual(['720p', '360p', '240p', '180p', 'audio']);
    expect(after.sizes.map((s: { name: string }) => s.name)).toContain('720p');
    for (const link of linksOf(fullMaster)) expect((await get(link)).status).toBe(200);
    for (const segment of segments) expect((await get(segment)).status).toBe(200);
    const [row] = await app.ctx.database.db
      .select()
      .from(videoVersions)
      .where(and(eq(videoVersions.videoId, id), eq(videoVersions.version, 1)));
    expect(row).toMatchObject({ status: 'active', partial: false, jobId: null, sourceKey: null });
    await worker.stop();
  }, 120_000);
});
