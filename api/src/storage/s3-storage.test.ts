import { Readable } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import { startS3Server } from '../../test/s3-server.ts';
import { S3Storage } from './s3-storage.ts';

const text = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
};

describe('S3 storage against an S3-compatible server over HTTP', () => {
  let storage: S3Storage;

  beforeAll(async () => {
    const s3 = await startS3Server();
    storage = new S3Storage({
      endpoint: s3.origin,
      region: 'us-east-1',
      bucket: s3.bucket,
      accessKeyId: s3.accessKeyId,
      secretAccessKey: s3.secretAccessKey,
      forcePathStyle: true,
    });
  });

  it('reports healthy when the bucket is reachable', async () => {
    await expect(storage.health()).resolves.toBeUndefined();
  });

  it('stores, reads, describes and deletes an object', async () => {
    await storage.put('videos/a/poster.jpg', Buffer.from('poster'), 'image/jpeg');
    expect((await text(await storage.get('videos/a/poster.jpg'))).toString()).toBe('poster');
    expect(await storage.stat('videos/a/poster.jpg')).toMatchObject({ size: 6 });
    await storage.delete('videos/a/poster.jpg');
    expect(await storage.stat('videos/a/poster.jpg')).toBeNull();
  });

  it('uploads a large stream in parts and reads back the same bytes', async () => {
    const big = Buffer.alloc(17 * 1024 * 1024, 7);
    big.write('start', 0);
    big.write('end', big.length - 3);
    await storage.put('uploads/big.bin', Readable.from([big.subarray(0, 9e6), big.subarray(9e6)]));
    const back = await text(await storage.get('uploads/big.bin'));
    expect(back.length).toBe(big.length);
    expect(back.equals(big)).toBe(true);
  });

  it('deletes every object under a folder and nothing beside it', async () => {
    await storage.put('videos/b/v1/seg-1.m4s', Buffer.from('1'));
    await storage.put('videos/b/v1/seg-2.m4s', Buffer.from('2'));
    await storage.put('videos/bb/keep.m4s', Buffer.from('k'));
    await storage.deletePrefix('videos/b');
    expect(await storage.stat('videos/b/v1/seg-1.m4s')).toBeNull();
    expect(await storage.stat('videos/b/v1/seg-2.m4s')).toBeNull();
    expect(await storage.stat('videos/bb/keep.m4s')).not.toBeNull();
  });

  it('gives a presigned link that a plain HTTP client can fetch until it expires', async () => {
    await storage.put(
      'videos/c/master.m3u8',
      Buffer.from('#EXTM3U\n'),
      'application/vnd.apple.mpegurl',
    );
    const url = await storage.presignedGetUrl('videos/c/master.m3u8', 60);
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('#EXTM3U\n');
    const tampered = url.replace('master.m3u8', 'other.m3u8');
    expect((await fetch(tampered)).status).toBeGreaterThanOrEqual(400);
  });

  it('refuses keys that would escape the bucket folder layout', async () => {
    await expect(storage.put('../etc/passwd', Buffer.from('x'))).rejects.toThrow(
      /Unsafe storage key/,
    );
  });
});
