import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { type SignedInUser } from '../../test/fixtures/accounts.ts';
import { courseWithBuyer } from '../../test/fixtures/catalogue.ts';
import { FFMPEG, storeReadyVideo, type ReadyVideo } from '../../test/fixtures/media.ts';
import { bearer, startTestApp, type TestApp } from '../../test/harness.ts';
import { KEY_LINK_LIFETIME_SECONDS, KeyLinks } from './key-links.ts';

/**
 * Native HLS (issue 27 §4): a player that cannot send an Authorization header (Safari's own HLS
 * player on older iPhones) plays through playlists asked for with `&session=`, whose key URI is a
 * signed key link bound to the viewer's DRM session. ffmpeg's HLS demuxer stands in for that player:
 * it fetches playlists, key and segments itself, with no header.
 */

let app: TestApp;
let buyer: SignedInUser;
let other: SignedInUser;
let paid: ReadyVideo;
let free: ReadyVideo;

beforeAll(async () => {
  app = await startTestApp();
  const cast = await courseWithBuyer(app, 2500);
  ({ buyer, stranger: other } = cast);
  const lesson = { courseId: cast.courseId, adminId: cast.admin.user.id };
  free = await storeReadyVideo(app, { ...lesson, isFreePreview: true, order: 1 });
  paid = await storeReadyVideo(app, { ...lesson, order: 2 });
});

/** What the PWA gets when it opens a lesson: the DRM session and the signed master playlist. */
async function openSession(user: SignedInUser | null, video: ReadyVideo) {
  const res = await app.request('GET', `/api/drm/videos/${video.videoId}`, {
    headers: bearer(user),
  });
  expect(res.status).toBe(200);
  const { videoUrl, drm } = res.body.data.video as {
    videoUrl: string;
    drm: { sessionId: string };
  };
  return { sessionId: drm.sessionId, master: `${videoUrl}&session=${drm.sessionId}` };
}

/** The media playlist a native player reaches from the master playlist. */
async function nativeMediaPlaylist(master: string): Promise<{ url: string; text: string }> {
  const res = await fetch(`${app.url}${master}`);
  expect(res.status).toBe(200);
  const variant = (await res.text()).split('\n').find((l) => l.startsWith('/api/media/'))!;
  const media = await fetch(`${app.url}${variant}`);
  expect(media.status).toBe(200);
  return { url: variant, text: await media.text() };
}

const keyLinkOf = (playlist: string) => /#EXT-X-KEY:[^\n]*URI="([^"]+)"/.exec(playlist)![1]!;

async function fetchKey(link: string) {
  const res = await fetch(`${app.url}${link}`);
  return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) };
}

describe('signed key links', () => {
  it('are what playlists asked for with a session point at, and give the key with no header', async () => {
    const { sessionId, master } = await openSession(buyer, paid);
    const { url, text } = await nativeMediaPlaylist(master);
    expect(url).toContain(`&session=${sessionId}`);
    const link = keyLinkOf(text);
    expect(link).toMatch(
      new RegExp(`^/api/videos/${paid.videoId}/key\\?v=1&s=${sessionId}&exp=\\d+&sig=[\\w-]+$`),
    );
    const exp = Number(/exp=(\d+)/.exec(link)![1]);
    expect(exp - Date.now() / 1000).toBeLessThanOrEqual(KEY_LINK_LIFETIME_SECONDS);
    const key = await fetchKey(link);
    expect(key.status).toBe(200);
    expect(key.bytes.equals(paid.key)).toBe(true);
  });

  it('are not in the playlists the PWA plays with Shaka (no session flag)', async () => {
    const res = await app.request('GET', `/api/videos/${paid.videoId}`, { headers: bearer(buyer) });
    const { text } = await nativeMediaPlaylist(res.body.data.video.videoUrl);
    expect(keyLinkOf(text)).toBe(`/api/videos/${paid.videoId}/key?v=1`);
  });

  it('are refused when expired, tampered with, or moved to another session or lesson', async () => {
    const { sessionId, master } = await openSession(buyer, paid);
    const link = keyLinkOf((await nativeMediaPlaylist(master)).text);
    const theirs = await openSession(other, free);
    const past = new KeyLinks(app.config.mediaMasterKey, () => Date.now() - 11 * 60_000);
    const refused = {
      expired: past.url(paid.videoId, 1, sessionId, past.expiry(new Date(Date.now() + 3600_000))),
      tampered: link.replace(/sig=([\w-])/, (_all, c: string) => `sig=${c === 'A' ? 'B' : 'A'}`),
      'later expiry': link.replace(/exp=(\d+)/, (_all, e: string) => `exp=${Number(e) + 600}`),
      'another session': link.replace(sessionId, theirs.sessionId),
      'another lesson': link.replace(paid.videoId, free.videoId),
      'without a signature': link.replace(/&sig=.*$/, ''),
    };
    for (const [how, bad] of Object.entries(refused)) {
      const key = await fetchKey(bad);
      expect({ how, status: key.status }).toEqual({ how, status: 403 });
      expect(key.bytes.includes(paid.key)).toBe(false);
    }
  });

  it('stop working when the session ends; other sessions cannot ask for them', async () => {
    const { sessionId, master } = await openSession(buyer, paid);
    const link = keyLinkOf((await nativeMediaPlaylist(master)).text);
    const ended = await app.request('DELETE', `/api/drm/sessions/${sessionId}`, {
      headers: bearer(buyer),
    });
    expect(ended.status).toBe(200);
    expect((await fetchKey(link)).status).toBe(403);
    // A playlist asked for with an ended, unknown or other lesson's session is refused too.
    expect((await fetch(`${app.url}${master}`)).status).toBe(403);
    const visitor = await openSession(null, free);
    const wrongLesson = master.replace(sessionId, visitor.sessionId);
    expect((await fetch(`${app.url}${wrongLesson}`)).status).toBe(403);

    // A visitor's link to a free preview works until the preview is no longer free.
    const visitorLink = keyLinkOf((await nativeMediaPlaylist(visitor.master)).text);
    expect((await fetchKey(visitorLink)).status).toBe(200);
  });
});

/** ffmpeg's HLS demuxer plays `input` for 2 s: its exit code, the video frames decoded, its log. */
function ffmpegPlays(input: string, extra: string[] = []) {
  return new Promise<{ code: number; frames: number; log: string }>((resolve) => {
    execFile(
      FFMPEG,
      [
        '-hide_banner',
        '-nostats',
        ...extra,
        '-i',
        input,
        '-t',
        '2',
        '-map',
        '0:v',
        '-f',
        'null',
        '-',
      ],
      { timeout: 30_000 },
      (error, _stdout, stderr) => {
        const frames = [...stderr.matchAll(/frame=\s*(\d+)/g)].map((m) => Number(m[1]));
        resolve({
          code: error ? (error.code as number) || 1 : 0,
          frames: frames.at(-1) ?? 0,
          log: stderr,
        });
      },
    );
  });
}

describe('a native HLS player (ffmpeg)', () => {
  it('decrypts and plays an encrypted lesson through the signed key link', async () => {
    const { master } = await openSession(buyer, paid);
    const played = await ffmpegPlays(`${app.url}${master}`);
    expect(played.log).not.toMatch(/Unable to open key|Error/);
    expect(played.code).toBe(0);
    // The fixture is 10 frames a second: 2 s decoded is about 20 frames.
    expect(played.frames).toBeGreaterThanOrEqual(15);
  });

  it('is refused the key by an expired link and plays nothing', async () => {
    const { sessionId, master } = await openSession(buyer, paid);
    const { text } = await nativeMediaPlaylist(master);
    // The same playlist as served, its key link signed 11 minutes ago (expired a minute ago).
    const past = new KeyLinks(app.config.mediaMasterKey, () => Date.now() - 11 * 60_000);
    const expired = past.url(
      paid.videoId,
      1,
      sessionId,
      past.expiry(new Date(Date.now() + 3600_000)),
    );
    const absolute = (uri: string) => (uri.startsWith('/') ? `${app.url}${uri}` : uri);
    const playlist = text
      .replace(keyLinkOf(text), expired)
      .replace(/URI="([^"]+)"/g, (_all, uri: string) => `URI="${absolute(uri)}"`)
      .replace(/^\/.*$/gm, absolute);
    const dir = await mkdtemp(path.join(tmpdir(), 'native-hls-'));
    const file = path.join(dir, 'index.m3u8');
    await writeFile(file, playlist);
    const played = await ffmpegPlays(file, ['-protocol_whitelist', 'file,http,tcp']);
    expect(played.log).toMatch(/Unable to open key file|403 Forbidden/);
    expect(played.frames).toBe(0);
  });
});
