import { createHash } from 'node:crypto';
import type { RequestHandler } from 'express';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { COURSE_MESSAGES, LIMITS } from '@academy/shared';
import { invalid, tooLarge } from '../errors/domain-error.ts';
import { oneFileMultipart, oneUploadedFile } from '../http/multipart.ts';
import type { Storage } from '../storage/storage.ts';

/**
 * Course thumbnails (spec 001 §5): any common image under 5 MB, judged from its bytes, stored as WebP
 * in two sizes, both cropped to fill 16:9 (the recommended 1280x720 and a card size).
 *
 * Files are content-addressed: the key is a hash of the uploaded bytes (and of the processing
 * version), so a URL never changes meaning and can be cached for a year, and restoring an old
 * thumbnail is just pointing at its hash again.
 */

export const THUMBNAIL_SIZES = {
  large: { width: 1280, height: 720 },
  small: { width: 480, height: 270 },
} as const;
export type ThumbnailSize = keyof typeof THUMBNAIL_SIZES;

/** Raise when the processing below changes, so new uploads of an old image get new files. */
const PROCESSING_VERSION = 'v1';
const PREFIX = 'course-thumbnails';
export const THUMBNAIL_PUBLIC_PATH = '/api/courses/thumbnails';
const HASH = /^[0-9a-f]{32}$/;
const FILE_NAMES: Record<ThumbnailSize, string> = {
  large: `${THUMBNAIL_SIZES.large.width}x${THUMBNAIL_SIZES.large.height}.webp`,
  small: `${THUMBNAIL_SIZES.small.width}x${THUMBNAIL_SIZES.small.height}.webp`,
};

/** Decodable by sharp's prebuilt binaries; SVG is refused (scripts, external references). */
const ACCEPTED_TYPES = new Set([
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
  'image/tiff',
]);

export const isThumbnailHash = (value: string) => HASH.test(value);
export const thumbnailKey = (hash: string, size: ThumbnailSize) =>
  `${PREFIX}/${hash}/${FILE_NAMES[size]}`;
export const thumbnailUrl = (hash: string, size: ThumbnailSize) =>
  `${THUMBNAIL_PUBLIC_PATH}/${hash}/${FILE_NAMES[size]}`;

export function thumbnailUrls(hash: string | null) {
  return {
    thumbnailURL: hash ? thumbnailUrl(hash, 'large') : null,
    thumbnailSmallURL: hash ? thumbnailUrl(hash, 'small') : null,
  };
}

/**
 * The hash a thumbnail URL (either size, absolute or root-relative) points at, or null. Used when the
 * edit form restores a thumbnail from its history by sending its URL back.
 */
export function hashFromThumbnailUrl(url: string): string | null {
  const match = /\/api\/courses\/thumbnails\/([0-9a-f]{32})\/[^/]+$/.exec(url.split('?')[0] ?? '');
  return match?.[1] ?? null;
}

export function sizeFromFileName(name: string): ThumbnailSize | null {
  if (name === FILE_NAMES.large) return 'large';
  if (name === FILE_NAMES.small) return 'small';
  return null;
}

/**
 * A multipart body with one image in `file` (the spec's field) or `thumbnail`, held in memory. Other
 * fields (the spec sends `version=1` on creation) are read and ignored.
 */
const THUMBNAIL_FORM = {
  fileFields: ['file', 'thumbnail'],
  limits: { fileSize: LIMITS.imageMaxBytes, fields: 10, fieldSize: 16 * 1024 },
  messages: { tooLarge: COURSE_MESSAGES.imageTooLarge, badFile: COURSE_MESSAGES.imageInvalid },
} as const;

export function thumbnailUpload(): RequestHandler {
  return oneFileMultipart(THUMBNAIL_FORM);
}

/** The uploaded image's bytes, whichever accepted field carried it. */
export function uploadedImage(files: unknown): Buffer | null {
  return oneUploadedFile(files, THUMBNAIL_FORM)?.buffer ?? null;
}

const invalidImage = () =>
  invalid(COURSE_MESSAGES.imageInvalid, { file: COURSE_MESSAGES.imageInvalid });

export interface ProcessedThumbnail {
  hash: string;
  large: Buffer;
  small: Buffer;
}

/** Checks the bytes are an image and renders both sizes. Throws the spec's messages otherwise. */
export async function processThumbnail(bytes: Buffer): Promise<ProcessedThumbnail> {
  if (bytes.length > LIMITS.imageMaxBytes) {
    throw tooLarge(COURSE_MESSAGES.imageTooLarge);
  }
  const type = bytes.length > 0 ? await fileTypeFromBuffer(bytes) : undefined;
  if (!type || !ACCEPTED_TYPES.has(type.mime)) throw invalidImage();
  const hash = createHash('sha256')
    .update(PROCESSING_VERSION)
    .update(bytes)
    .digest('hex')
    .slice(0, 32);
  const render = (size: ThumbnailSize) =>
    // 50 megapixels is beyond any camera a course author uses and stops a small file that decodes
    // to gigabytes; `rotate()` applies the EXIF orientation; metadata (GPS) is dropped.
    sharp(bytes, { limitInputPixels: 50_000_000, animated: false })
      .rotate()
      .resize(THUMBNAIL_SIZES[size].width, THUMBNAIL_SIZES[size].height, {
        fit: 'cover',
        position: 'attention',
      })
      .webp({ quality: size === 'large' ? 82 : 78 })
      .toBuffer();
  try {
    const [large, small] = await Promise.all([render('large'), render('small')]);
    return { hash, large, small };
  } catch {
    throw invalidImage();
  }
}

/** Writes both sizes; the same image uploaded twice is written once (the key names the content). */
export async function storeThumbnail(storage: Storage, image: ProcessedThumbnail): Promise<void> {
  await Promise.all(
    (['large', 'small'] as const).map(async (size) => {
      const key = thumbnailKey(image.hash, size);
      if (await storage.stat(key)) return;
      await storage.put(key, image[size], 'image/webp');
    }),
  );
}

export async function deleteThumbnailFiles(storage: Storage, hash: string): Promise<void> {
  await storage.deletePrefix(`${PREFIX}/${hash}/`);
}
