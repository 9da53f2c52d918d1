import { beforeAll, describe, expect, it } from 'vitest';
import { type SignedInUser } from '../../test/fixtures/accounts.ts';
import { courseWithBuyer, createCourse } from '../../test/fixtures/catalogue.ts';
import {
  decodableFrames,
  decryptSegment,
  storeReadyVideo,
  type ReadyVideo,
} from '../../test/fixtures/media.ts';
import { bearer, startTestApp, type TestApp } from '../../test/harness.ts';
import { MediaLinks } from './signed-links.ts';

/**
 * Watching: who gets a video's key, what its signed links lead to, and that a segment is useless
 * without the key. The video is stored as the transcoder would leave it (test fixture), so these tests
 * do not depend on transcoding.
 */

let app: TestApp;
let admin: SignedInUser;
let learner: SignedInUser;
let buyer: SignedInUser;
let courseId: string;
let free: ReadyVideo;
let paid: ReadyVideo;

async function fetchBytes(url: string, headers?: Record<string, string>) {
  const res = await fetch(`${app.url}${url}`, headers ? { headers } : {});
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

beforeAll(async () => {
  app = await startTestApp();
  ({ admin, buyer, stranger: learner, courseId } = await courseWithBuyer(app, 2500));
  free = await storeReadyVideo(app, {
    courseId,
    adminId: admin.user.id,
    title: 'Welcome',
    isFreePreview: true,
    order: 1,
  });
  paid = await storeReadyVideo(app, {
    courseId,
    adminId: admin.user.id,
    title: 'Lesson two',
    order: 2,
  });
});

describe('the key route', () => {
  const viewers = () =>
    [
      ['a visitor', null],
      ['a learner who has not bought the course', learner],
      ['a learner who bought the course', buyer],
      ['an admin', admin],
    ] as const;

  it('gives the key of a free preview to anyone, never cached', async () => {
    for (const [, user] of viewers()) {
      const { res, bytes } = await fetchBytes(`/api/videos/${free.videoId}/key?v=1`, bearer(user));
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('content-type')).toBe('application/octet-stream');
      expect(bytes.equals(free.key)).toBe(true);
    }
  });

  it('gives the key of a paid lesson only to buyers and admins', async () => {
    const expected: Record<string, [number, string | null]> = {
      'a visitor': [401, 'Authentication required'],
      'a learner who has not bought the course': [403, 'This video requires course purchase.'],
      'a learner who bought the course': [200, null],
      'an admin': [200, null],
    };
    for (const [who, user] of viewers()) {
      const res = await app.request('GET', `/api/videos/${paid.videoId}/key?v=1`, {
        headers: bearer(user),
      });
      const [status, message] = expected[who]!;
      expect({ who, status: res.status }).toEqual({ who, status });
      expect(res.headers.get('cache-control')).toContain('no-store');
      if (message) {
        expect(res.body.message).toBe(message);
      } else {
        // Raw bytes: decoding 16 random bytes as text would merge or replace some of them.
        const { bytes } = await fetchBytes(`/api/videos/${paid.videoId}/key?v=1`, bearer(user));
        expect(bytes.equals(paid.key)).toBe(true);
      }
    }
  });

  it('refuses versions that are not the one playing', async () => {
    const res = await app.request('GET', `/api/videos/${paid.videoId}/key?v=2`, {
      headers: bearer(buyer),
    });
    expect(res.status).toBe(403);
  });
});

describe('signed links', () => {
  async function mediaPlaylist(user: SignedInUser | null, video: ReadyVideo) {
    const res = await app.request('GET', `/api/videos/${video.videoId}`, { headers: bearer(user) });
    expect(res.status).toBe(200);
    const master = await fetch(`${app.url}${res.body.data.video.videoUrl}`);
    expect(master.status).toBe(200);
    expect(master.headers.get('content-type')).toContain('application/vnd.apple.mpegurl');
    const masterText = await master.text();
    const variant = masterText.split('\n').find((l) => l.startsWith('/api/media/'))!;
    expect(variant).toMatch(/^\/api\/media\/[0-9a-f-]+\/v1\/360p\/index\.m3u8\?exp=\d+&sig=/);
    const media = await fetch(`${app.url}${variant}`);
    expect(media.status).toBe(200);
    return media.text();
  }

  it("name each rendition's media playlist with the very link the master playlist gives", async () => {
    const res = await app.request('GET', `/api/videos/${paid.videoId}`, { headers: bearer(buyer) });
    const { videoUrl, playlistUrls } = res.body.data.video;
    const master = await (await fetch(`${app.url}${videoUrl}`)).text();
    const variant = master.split('\n').find((l) => l.startsWith('/api/media/'))!;
    expect(playlistUrls).toEqual({ '360p': variant });
    const notBought = await app.request('GET', `/api/videos/course/${courseId}/version/1`, {
      headers: bearer(learner),
    });
    expect(notBought.body.data.videos[1].playlistUrls).toBeUndefined();
  });

  it('lead through rewritten playlists to a key URL and signed segments', async () => {
    const text = await mediaPlaylist(buyer, paid);
    expect(text).toContain(
      `#EXT-X-KEY:METHOD=AES-128,URI="/api/videos/${paid.videoId}/key?v=1",IV=0x${paid.iv.toString('hex')}`,
    );
    expect(text).toMatch(/#EXT-X-MAP:URI="\/api\/media\/.+\/360p\/init\.mp4\?exp=\d+&sig=[\w-]+"/);
    const segments = text.split('\n').filter((l) => l.includes('.m4s?'));
    expect(segments).toHaveLength(3);
    expect(text).not.toContain('URI="key"');
  });

  it("send a long lesson's playlist compressed to a client that accepts it", async () => {
    // A 3-minute lesson: 90 segments, each line a signed link.
    const other = await createCourse(app, admin.user.id);
    const long = await storeReadyVideo(app, { courseId: other.id, adminId: admin.user.id });
    const prefix = `videos/${long.videoId}/v1/a1`;
    const lines = ['#EXTM3U', '#EXT-X-TARGETDURATION:2', '#EXT-X-MAP:URI="init.mp4"'];
    for (let i = 0; i < 90; i++)
      lines.push('#EXTINF:2.000,', `seg_${String(i).padStart(3, '0')}.m4s`);
    await app.ctx.storage.put(`${prefix}/360p/index.m3u8`, Buffer.from(`${lines.join('\n')}\n`));

    const res = await app.request('GET', `/api/videos/${long.videoId}`, { headers: bearer(admin) });
    const master = await (await fetch(`${app.url}${res.body.data.video.videoUrl}`)).text();
    const variant = master.split('\n').find((l) => l.startsWith('/api/media/'))!;
    const media = await fetch(`${app.url}${variant}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(media.headers.get('content-encoding')).toBe('gzip');
    const text = await media.text();
    expect(text.split('\n').filter((l) => /\.m4s\?exp=\d+&sig=/.test(l))).toHaveLength(90);
  });

  it('serve segments that are not playable without the key and decrypt to fMP4 with it', async () => {
    const text = await mediaPlaylist(buyer, paid);
    const init = /#EXT-X-MAP:URI="([^"]+)"/.exec(text)![1]!;
    const segmentUrl = text.split('\n').find((l) => l.includes('seg_001.m4s'))!;
    const { bytes: initBytes } = await fetchBytes(init);
    const { res, bytes: encrypted } = await fetchBytes(segmentUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/^private, max-age=\d+/);

    expect(await decodableFrames(Buffer.concat([initBytes, encrypted]))).toBe(0);
    const { bytes: key } = await fetchBytes(`/api/videos/${paid.videoId}/key?v=1`, bearer(buyer));
    const clear = decryptSegment(encrypted, key, paid.iv);
    expect(await decodableFrames(Buffer.concat([initBytes, clear]))).toBe(10);
  });

  it('answer 403 to a tampered or expired signature', async () => {
    const text = await mediaPlaylist(buyer, paid);
    const segmentUrl = text.split('\n').find((l) => l.includes('seg_000.m4s'))!;
    expect((await fetch(`${app.url}${segmentUrl}`)).status).toBe(200);

    const otherFile = segmentUrl.replace('seg_000.m4s', 'seg_001.m4s');
    const badSig = segmentUrl.replace(
      /sig=([\w-])/,
      (_m, c: string) => `sig=${c === 'A' ? 'B' : 'A'}`,
    );
    const laterExp = segmentUrl.replace(/exp=(\d+)/, (_m, e: string) => `exp=${Number(e) + 900}`);
    for (const url of [otherFile, badSig, laterExp, segmentUrl.split('?')[0]!]) {
      const res = await app.request('GET', url);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('Video access expired. Refresh the video link.');
    }

    // A link signed correctly whose time is up.
    const past = new MediaLinks(app.config.mediaMasterKey, app.ctx.storage, () => 0);
    const expired = past.apiUrl(paid.videoId, 1, '360p/seg_000.m4s', past.expiry());
    expect((await app.request('GET', expired)).status).toBe(403);
  });

  it('never sign a child link past the expiry of the link that led to it', async () => {
    const links = new MediaLinks(app.config.mediaMasterKey, app.ctx.storage);
    const soon = Math.floor(Date.now() / 1000) + 90;
    const master = await fetch(`${app.url}${links.apiUrl(paid.videoId, 1, 'master.m3u8', soon)}`);
    expect(master.status).toBe(200);
    const variant = (await master.text()).split('\n').find((l) => l.startsWith('/api/media/'))!;
    expect(variant).toContain(`exp=${soon}&`);

    const media = await (await fetch(`${app.url}${variant}`)).text();
    const expiries = [...media.matchAll(/exp=(\d+)/g)].map((m) => Number(m[1]));
    expect(expiries.length).toBeGreaterThanOrEqual(4);
    expect(Math.max(...expiries)).toBe(soon);
    // A link fetched later through the ordinary API still gets the full lifetime.
    expect(links.expiry()).toBeGreaterThan(soon + 60 * 60);
  });

  it('give each viewer only the links they may use', async () => {
    const visitor = await app.request('GET', `/api/videos/course/${courseId}/version/1`);
    expect(visitor.status).toBe(200);
    expect(visitor.body.data.userHasPurchased).toBe(false);
    const [first, second] = visitor.body.data.videos;
    expect(first).toMatchObject({
      id: free.videoId,
      _id: free.videoId,
      title: 'Welcome',
      order: 1,
      duration: 3,
      isFreePreview: true,
      hasAccess: true,
      isLocked: false,
      lockReason: null,
    });
    expect(first.videoUrl).toMatch(/^\/api\/media\/.+\/master\.m3u8\?exp=/);
    expect(new Date(first.expiresAt).getTime()).toBeGreaterThan(Date.now() + 115 * 60_000);
    expect(second).toMatchObject({
      id: paid.videoId,
      hasAccess: false,
      isLocked: true,
      lockReason: 'sign_in_required',
      videoUrl: null,
      url: null,
    });

    const notBought = await app.request('GET', `/api/videos/course/${courseId}/version/1`, {
      headers: bearer(learner),
    });
    expect(notBought.body.data.videos[1]).toMatchObject({ lockReason: 'purchase_required' });

    const bought = await app.request('GET', `/api/videos/course/${courseId}/version/1`, {
      headers: bearer(buyer),
    });
    expect(bought.body.data.userHasPurchased).toBe(true);
    expect(bought.body.data.videos.every((v: { hasAccess: boolean }) => v.hasAccess)).toBe(true);
    expect(bought.body.data.totalDuration).toBe(6);
  });

  it('GET /api/videos/{id} answers 401 and 403 with the spec messages', async () => {
    const visitor = await app.request('GET', `/api/videos/${paid.videoId}`);
    expect(visitor.status).toBe(401);
    expect(visitor.body.message).toBe('Authentication required');
    const learnerRes = await app.request('GET', `/api/videos/${paid.videoId}`, {
      headers: bearer(learner),
    });
    expect(learnerRes.status).toBe(403);
    expect(learnerRes.body.message).toBe('This video requires course purchase.');
    const res = await app.request('GET', `/api/videos/${paid.videoId}`, { headers: bearer(buyer) });
    expect(res.body.data.video).toMatchObject({
      id: paid.videoId,
      _id: paid.videoId,
      courseId,
      title: 'Lesson two',
      duration: 3,
      order: 2,
      isFreePreview: false,
      status: 'active',
      progress: 100,
      errorReason: null,
      uploadedBy: admin.user.id,
      version: 1,
      s3Key: null,
    });
    expect(res.body.data.video.videoUrl).toBe(res.body.data.video.url);
    expect(res.body.data.video.posterUrl).toMatch(/poster\.jpg\?exp=/);
    const poster = await fetch(`${app.url}${res.body.data.video.posterUrl}`);
    expect(poster.headers.get('content-type')).toBe('image/jpeg');
  });
});
