// http_ece ships no types; this covers the decryption the push tests use.
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';
  interface DecryptParams {
    version: 'aes128gcm' | 'aesgcm' | 'aesgcm128';
    privateKey?: ECDH;
    dh?: string | Buffer;
    authSecret?: string | Buffer;
  }
  export function decrypt(buffer: Buffer, params: DecryptParams): Buffer;
}
