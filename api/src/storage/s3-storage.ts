import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  NotFound,
  NoSuchKey,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3Settings } from '../config/storage.config.ts';
import { assertSafeKey, type Storage } from './storage.ts';

/** Objects of this size or more go up as a multipart upload in 8 MB parts, four at a time. */
const PART_SIZE = 8 * 1024 * 1024;

/**
 * S3 or any S3-compatible store (MinIO, R2, s3rver in tests). Streams of unknown length always use the
 * multipart uploader, which buffers one part at a time, so a 500 MB lesson never sits in memory.
 */
export class S3Storage implements Storage {
  readonly driver = 's3' as const;
  private readonly client: S3Client;

  constructor(private readonly options: S3Settings) {
    this.client = new S3Client({
      region: options.region,
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      forcePathStyle: options.forcePathStyle,
      credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    });
  }

  async put(key: string, body: Buffer | Readable, contentType?: string): Promise<void> {
    assertSafeKey(key);
    const params = { Bucket: this.options.bucket, Key: key, Body: body, ContentType: contentType };
    if (Buffer.isBuffer(body) && body.length < PART_SIZE) {
      await this.client.send(new PutObjectCommand(params));
      return;
    }
    await new Upload({ client: this.client, params, partSize: PART_SIZE, queueSize: 4 }).done();
  }

  async get(key: string): Promise<Readable> {
    assertSafeKey(key);
    const result = await this.client.send(
      new GetObjectCommand({ Bucket: this.options.bucket, Key: key }),
    );
    if (!(result.Body instanceof Readable)) throw new Error(`No body for ${key}`);
    return result.Body;
  }

  async stat(key: string) {
    assertSafeKey(key);
    try {
      const head = await this.client.send(
        new HeadObjectCommand({ Bucket: this.options.bucket, Key: key }),
      );
      return {
        size: head.ContentLength ?? 0,
        ...(head.ContentType ? { contentType: head.ContentType } : {}),
      };
    } catch (err) {
      if (err instanceof NotFound || err instanceof NoSuchKey) return null;
      if ((err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404)
        return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    assertSafeKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: key }));
  }

  async deletePrefix(prefix: string): Promise<void> {
    const folder = `${prefix.replace(/\/$/, '')}/`;
    assertSafeKey(folder.slice(0, -1));
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.options.bucket,
          Prefix: folder,
          ContinuationToken: token,
        }),
      );
      const keys = (page.Contents ?? []).flatMap((o) => (o.Key ? [{ Key: o.Key }] : []));
      if (keys.length) {
        await this.client.send(
          new DeleteObjectsCommand({
            Bucket: this.options.bucket,
            Delete: { Objects: keys, Quiet: true },
          }),
        );
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  /** A time-limited GET link that the browser (or a CDN) fetches directly from the store. */
  async presignedGetUrl(key: string, expiresInSeconds: number): Promise<string> {
    assertSafeKey(key);
    return getSignedUrl(
      this.client,
      new GetObjectCommand({ Bucket: this.options.bucket, Key: key }),
      {
        expiresIn: expiresInSeconds,
      },
    );
  }

  async health(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.options.bucket }));
  }
}
