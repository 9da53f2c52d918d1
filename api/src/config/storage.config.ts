import path from 'node:path';
import { z } from 'zod';
import { blank, bool, defineConfigPart, httpUrl, oneOf, text } from './env.ts';

/** Where an S3-compatible bucket is and how to sign in to it. */
export interface S3Settings {
  endpoint: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

export interface StorageConfig {
  storage: { driver: 'local'; root: string } | ({ driver: 's3' } & S3Settings);
}

export const storagePart = defineConfigPart({
  env: {
    STORAGE_DRIVER: z.preprocess(blank, oneOf(['local', 's3']).optional()),
    S3_ENDPOINT: httpUrl(),
    S3_REGION: z.preprocess(blank, z.string().default('us-east-1')),
    S3_BUCKET: text(),
    S3_ACCESS_KEY_ID: text(),
    S3_SECRET_ACCESS_KEY: text(),
    S3_FORCE_PATH_STYLE: bool(true),
  },
  checks(has, source) {
    const s3 = source.STORAGE_DRIVER === 's3' || (!has('STORAGE_DRIVER') && has('S3_BUCKET'));
    if (!s3) return [];
    return ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']
      .filter((name) => !has(name))
      .map((name) => `${name}: required when S3 storage is used`);
  },
  build: (e, ctx): StorageConfig => ({
    storage:
      (e.STORAGE_DRIVER ?? (e.S3_BUCKET ? 's3' : 'local')) === 's3'
        ? {
            driver: 's3',
            endpoint: e.S3_ENDPOINT,
            region: e.S3_REGION,
            bucket: e.S3_BUCKET!,
            accessKeyId: e.S3_ACCESS_KEY_ID!,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
          }
        : { driver: 'local', root: path.join(ctx.dataDir, 'media') },
  }),
});
