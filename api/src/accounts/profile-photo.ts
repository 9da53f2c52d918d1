import { randomBytes } from 'node:crypto';
import type { RequestHandler } from 'express';
import { fileTypeFromBuffer } from 'file-type';
import multer from 'multer';
import sharp from 'sharp';
import { ACCOUNT_MESSAGES, LIMITS } from '@academy/shared';
import { invalid, tooLarge } from '../errors/domain-error.ts';
import type { Storage } from '../storage/storage.ts';

/** Photo formats a learner may upload, judged from the file's bytes, never its name or declared type. */
const ACCEPTED_TYPES = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp']);
const PHOTO_SIZE = 256;
const PHOTO_PREFIX = 'profile-photos/';
const PHOTO_FILE = /^[0-9a-f]{32}\.webp$/;

/**
 * Parses a multipart body with at most one file, `profilePhoto`, kept in memory (5 MB at most). A request
 * that is not multipart passes through untouched, so the same route also takes JSON.
 */
export function photoUpload(): RequestHandler {
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: LIMITS.imageMaxBytes, files: 1, fields: 30, fieldSize: 64 * 1024 },
  }).single('profilePhoto');
  return (req, res, next) => {
    upload(req, res, (err: unknown) => {
      if (!err) return next();
      if (err instanceof multer.MulterError) {
        switch (err.code) {
          case 'LIMIT_FILE_SIZE':
            return next(tooLarge(ACCOUNT_MESSAGES.imageTooLarge));
          case 'LIMIT_UNEXPECTED_FILE':
          case 'LIMIT_FILE_COUNT':
            return next(invalid('Send one photo, in the profilePhoto field.'));
          default:
            return next(invalid('The form could not be read. Please try again.'));
        }
      }
      return next(err);
    });
  };
}

/**
 * Checks that the bytes are a JPEG, PNG, GIF or WebP image and turns them into a 256x256 WebP (cropped
 * to fill, rotated upright, metadata such as GPS position dropped). Anything else is refused with the
 * spec's invalid-image message.
 */
export async function processPhoto(bytes: Buffer): Promise<Buffer> {
  if (bytes.length > LIMITS.imageMaxBytes) throw tooLarge(ACCOUNT_MESSAGES.imageTooLarge);
  const type = bytes.length > 0 ? await fileTypeFromBuffer(bytes) : undefined;
  if (!type || !ACCEPTED_TYPES.has(type.mime)) {
    throw invalid(ACCOUNT_MESSAGES.imageInvalid, {
      profilePhoto: ACCOUNT_MESSAGES.imageInvalid,
    });
  }
  try {
    // 40 megapixels is far beyond any phone photo and stops a small file that decodes to gigabytes.
    return await sharp(bytes, { limitInputPixels: 40_000_000, animated: false })
      .rotate()
      .resize(PHOTO_SIZE, PHOTO_SIZE, { fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw invalid(ACCOUNT_MESSAGES.imageInvalid, {
      profilePhoto: ACCOUNT_MESSAGES.imageInvalid,
    });
  }
}

/** Stores a processed photo under a fresh random name and answers its storage key. */
export async function storePhoto(storage: Storage, webp: Buffer): Promise<string> {
  const key = `${PHOTO_PREFIX}${randomBytes(16).toString('hex')}.webp`;
  await storage.put(key, webp, 'image/webp');
  return key;
}

/**
 * Photos are served at `/api/users/photos/<random>.webp` without a bearer token so that an `<img>` tag
 * can show them. The 128-bit random name is the capability: it is only ever given to the owner (and
 * admins), and a new upload gets a new name while the old file is deleted.
 */
export function photoUrlOf(key: string | null): string | null {
  if (!key?.startsWith(PHOTO_PREFIX)) return null;
  return `/api/users/photos/${key.slice(PHOTO_PREFIX.length)}`;
}

/** The storage key for a photo file name from the URL, or null when the name is not one we issue. */
export function photoKeyOfFile(file: string): string | null {
  return PHOTO_FILE.test(file) ? `${PHOTO_PREFIX}${file}` : null;
}
