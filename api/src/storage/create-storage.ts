import type { Config } from '../config/config.ts';
import { LocalStorage } from './local-storage.ts';
import { S3Storage } from './s3-storage.ts';
import type { Storage } from './storage.ts';

export function createStorage(config: Config['storage']): Storage {
  switch (config.driver) {
    case 'local':
      return new LocalStorage(config.root);
    case 's3':
      // The S3 implementation arrives with the media pipeline; refusing here beats silently using disk.
      throw new Error(
        'S3 storage is not available in this build yet; unset S3_BUCKET to use local disk.',
      );
  }
}
