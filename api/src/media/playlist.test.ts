import { describe, expect, it } from 'vitest';
import { joinMediaPath, playlistUris, rewritePlaylist } from './playlist.ts';
import { isSafeMediaPath, MediaLinks } from './signed-links.ts';

const MASTER = `#EXTM3U
#EXT-X-VERSION:7
#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="aud",NAME="a",URI="audio/index.m3u8"
#EXT-X-STREAM-INF:BANDWIDTH=400000,RESOLUTION=640x360,AUDIO="aud"
360p/index.m3u8
#EXT-X-STREAM-INF:BANDWIDTH=900000,RESOLUTION=854x480,AUDIO="aud"
480p/index.m3u8
`;

const MEDIA = `#EXTM3U
#EXT-X-TARGETDURATION:4
#EXT-X-MAP:URI="init.mp4"
#EXT-X-KEY:METHOD=AES-128,URI="key",IV=0x0123456789abcdef0123456789abcdef
#EXTINF:4.000,
seg_000.m4s
#EXTINF:4.000,
seg_001.m4s
#EXT-X-ENDLIST
`;

const link = (path: string) => `/signed/${path}`;

describe('playlist rewriting', () => {
  it('turns every variant and rendition URI of a master playlist into a link', async () => {
    const out = await rewritePlaylist(MASTER, 'master.m3u8', { link, keyUrl: '/key' });
    expect(out).toContain('URI="/signed/audio/index.m3u8"');
    expect(out).toContain('\n/signed/360p/index.m3u8\n');
    expect(out).toContain('\n/signed/480p/index.m3u8\n');
    expect(out).toContain('#EXT-X-STREAM-INF:BANDWIDTH=400000,RESOLUTION=640x360,AUDIO="aud"');
  });

  it('points the key at the key route and segments at links beside their playlist', async () => {
    const out = await rewritePlaylist(MEDIA, '720p/index.m3u8', { link, keyUrl: '/api/k?v=2' });
    expect(out).toContain(
      '#EXT-X-KEY:METHOD=AES-128,URI="/api/k?v=2",IV=0x0123456789abcdef0123456789abcdef',
    );
    expect(out).toContain('#EXT-X-MAP:URI="/signed/720p/init.mp4"');
    expect(out).toContain('\n/signed/720p/seg_001.m4s\n');
  });

  it('lists what a playlist refers to, and refuses URIs leaving the folder', () => {
    expect(playlistUris(MEDIA, '720p/index.m3u8')).toEqual([
      '720p/init.mp4',
      '720p/seg_000.m4s',
      '720p/seg_001.m4s',
    ]);
    expect(joinMediaPath('720p', '../poster.jpg')).toBe('poster.jpg');
    expect(() => joinMediaPath('', '../etc/passwd')).toThrow();
    expect(() => joinMediaPath('', 'https://evil.example/x.m4s')).toThrow();
    expect(isSafeMediaPath('a/../b')).toBe(false);
  });
});

describe('signed links', () => {
  const key = Buffer.alloc(32, 7);
  const storage = { driver: 'local' as const, presignedGetUrl: async () => null };

  it('expire two hours after issue, rounded to the quarter hour so URLs repeat', () => {
    const t = Date.UTC(2026, 0, 1, 10, 3, 0);
    const links = new MediaLinks(key, storage, () => t);
    const later = new MediaLinks(key, storage, () => t + 5 * 60_000);
    expect(links.expiry()).toBe(Date.UTC(2026, 0, 1, 12, 15, 0) / 1000);
    expect(later.apiUrl('v', 1, 'a.m4s', later.expiry())).toBe(
      links.apiUrl('v', 1, 'a.m4s', links.expiry()),
    );
  });

  it('check the signature of the exact file, version and time', () => {
    const now = Date.now();
    const links = new MediaLinks(key, storage, () => now);
    const exp = links.expiry();
    const url = new URL(links.apiUrl('vid', 3, '360p/seg_000.m4s', exp), 'http://x');
    const sig = url.searchParams.get('sig');
    expect(links.check('vid', 3, '360p/seg_000.m4s', String(exp), sig)).toBe('ok');
    expect(links.check('vid', 4, '360p/seg_000.m4s', String(exp), sig)).toBe('invalid');
    expect(links.check('vid', 3, '360p/seg_001.m4s', String(exp), sig)).toBe('invalid');
    expect(links.check('vid', 3, '360p/seg_000.m4s', String(exp + 1), sig)).toBe('invalid');
    expect(links.check('vid', 3, '360p/seg_000.m4s', undefined, sig)).toBe('invalid');
    const after = new MediaLinks(key, storage, () => exp * 1000 + 1);
    expect(after.check('vid', 3, '360p/seg_000.m4s', String(exp), sig)).toBe('expired');
    const otherKey = new MediaLinks(Buffer.alloc(32, 8), storage, () => now);
    expect(otherKey.check('vid', 3, '360p/seg_000.m4s', String(exp), sig)).toBe('invalid');
  });
});
