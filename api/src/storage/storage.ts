import type { Readable } from 'node:stream';

/**
 * Where files live: local disk by default, S3-compatible storage when configured. Keys are
 * slash-separated relative paths such as `videos/<id>/v3/720p/seg-001.m4s`.
 */
export interface Storage {
  readonly driver: 'local' | 's3';
  put(key: string, body: Buffer | Readable, contentType?: string): Promise<void>;
  get(key: string): Promise<Readable>;
  /** Size and type, or null when the object does not exist. */
  stat(key: string): Promise<{ size: number; contentType?: string } | null>;
  delete(key: string): Promise<void>;
  /** Removes every object whose key starts with `prefix` (a folder). */
  deletePrefix(prefix: string): Promise<void>;
  /**
   * A time-limited link the browser fetches straight from the store, or null when the store cannot make
   * one (local disk), in which case the API serves the object behind its own HMAC-signed URL.
   */
  presignedGetUrl(key: string, expiresInSeconds: number): Promise<string | null>;
  /** Throws when the storage cannot be written to. */
  health(): Promise<void>;
}

/** Rejects keys that could escape the storage root. */
export function assertSafeKey(key: string): void {
  if (!key || key.startsWith('/') || key.split('/').some((part) => part === '..' || part === '')) {
    throw new Error(`Unsafe storage key: ${key}`);
  }
}
