import type { Config } from '../config/config.ts';
import { LocalStorage } from './local-storage.ts';
import { S3Storage } from './s3-storage.ts';
import type { Storage } from './storage.ts';

export function createStorage(config: Config['storage']): Storage {
  switch (config.driver) {
    case 'local':
      return new LocalStorage(config.root);
    case 's3':
      return new S3Storage(config);
  }
}
