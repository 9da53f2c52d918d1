import { describe, expect, it } from 'vitest';
import {
  findVariant,
  localMasterPlaylist,
  localMediaPlaylist,
  mediaPieces,
} from './offline-playlist.ts';

/** A media playlist as the API serves it: signed links, a key line with its own IV per segment. */
const SERVED = [
  '#EXTM3U',
  '#EXT-X-VERSION:7',
  '#EXT-X-TARGETDURATION:2',
  '#EXT-X-MEDIA-SEQUENCE:0',
  '#EXT-X-PLAYLIST-TYPE:VOD',
  '#EXT-X-MAP:URI="/api/media/v1/1/360p/init.mp4?exp=1&sig=a"',
  '#EXT-X-KEY:METHOD=AES-128,URI="/api/videos/v1/key?v=1",IV=0x000102030405060708090a0b0c0d0e0f',
  '#EXTINF:1.000000,',
  '/api/media/v1/1/360p/seg_000.m4s?exp=1&sig=b',
  '#EXT-X-KEY:METHOD=AES-128,URI="/api/videos/v1/key?v=1",IV=0xffffffffffffffffffffffffffffff01',
  '#EXTINF:2.000000,',
  '/api/media/v1/1/360p/seg_001.m4s?exp=1&sig=c',
  '#EXT-X-ENDLIST',
].join('\n');

describe('a downloaded lesson’s playlists', () => {
  it('lists the init segment and each segment with its IV', () => {
    const pieces = mediaPieces(SERVED);
    expect(pieces.map((p) => [p.index, p.uri.split('?')[0]])).toEqual([
      [0, '/api/media/v1/1/360p/init.mp4'],
      [1, '/api/media/v1/1/360p/seg_000.m4s'],
      [2, '/api/media/v1/1/360p/seg_001.m4s'],
    ]);
    expect(pieces[0]!.iv).toBeNull();
    expect(Array.from(pieces[1]!.iv!)).toEqual([...Array(16).keys()]);
    expect(pieces[2]!.iv![15]).toBe(1);
  });

  it('uses the media sequence number when a key line has no IV', () => {
    const pieces = mediaPieces(
      SERVED.replace(/,IV=0x[0-9a-f]+/g, '').replace('MEDIA-SEQUENCE:0', 'MEDIA-SEQUENCE:7'),
    );
    expect(Array.from(pieces[1]!.iv!.slice(12))).toEqual([0, 0, 0, 7]);
    expect(Array.from(pieces[2]!.iv!.slice(12))).toEqual([0, 0, 0, 8]);
  });

  it('plays from local names with no key line, so the player never needs the key', () => {
    const local = localMediaPlaylist(SERVED);
    expect(local).not.toContain('EXT-X-KEY');
    expect(local).not.toContain('/api/');
    expect(local).toContain('#EXT-X-MAP:URI="init.mp4"');
    expect(local.split('\n').filter((l) => l.startsWith('seg/'))).toEqual([
      'seg/1.m4s',
      'seg/2.m4s',
    ]);
    expect(local).toContain('#EXTINF:2.000000,');
    expect(local).toContain('#EXT-X-ENDLIST');
  });

  it('finds the chosen rendition in the master playlist and names it in a local master', () => {
    const master = [
      '#EXTM3U',
      '#EXT-X-STREAM-INF:BANDWIDTH=900000,RESOLUTION=1280x720,CODECS="avc1.64001f,mp4a.40.2"',
      '/api/media/v1/1/720p/index.m3u8?exp=1&sig=x',
      '#EXT-X-STREAM-INF:BANDWIDTH=300000,RESOLUTION=640x360,CODECS="avc1.64001e,mp4a.40.2"',
      '/api/media/v1/1/360p/index.m3u8?exp=1&sig=y',
      '#EXT-X-STREAM-INF:BANDWIDTH=70000,CODECS="mp4a.40.2"',
      '/api/media/v1/1/audio/index.m3u8?exp=1&sig=z',
    ].join('\n');
    expect(findVariant(master, '360p')?.uri).toBe('/api/media/v1/1/360p/index.m3u8?exp=1&sig=y');
    expect(findVariant(master, 'audio')?.line).toContain('BANDWIDTH=70000');
    expect(findVariant(master, '1080p')).toBeNull();
    const local = localMasterPlaylist(findVariant(master, '360p')!.line);
    expect(local.split('\n').filter((l) => l.startsWith('#EXT-X-STREAM-INF'))).toHaveLength(1);
    expect(local).toContain('\nmedia.m3u8\n');
  });
});
