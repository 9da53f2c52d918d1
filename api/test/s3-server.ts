import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterFile } from './after-file.ts';

/** Where the test bucket is and the keys that reach it. */
export interface TestBucket {
  origin: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/**
 * An S3-compatible server over real HTTP on loopback (s3rver) holding the bucket `academy-media`, on
 * a free port and in a folder of its own; stopped and removed after the file's tests.
 */
export async function startS3Server(): Promise<TestBucket> {
  const dir = mkdtempSync(path.join(tmpdir(), 'academy-s3rver-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    directory: dir,
    silent: true,
    configureBuckets: [{ name: 'academy-media', configs: [] }],
  });
  const { port } = await server.run();
  afterFile(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    bucket: 'academy-media',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  };
}
