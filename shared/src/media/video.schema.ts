import { z } from 'zod';
import { parseDuration } from '../format/duration.ts';
import { LIMITS } from '../limits.ts';

/**
 * Lesson video rules shared by the API and the admin forms (spec 001 §3 Video, §5 Video upload). The
 * API sends these English sentences as `message` and in `errors[field]`.
 */
export const VIDEO_MESSAGES = {
  titleRequired: 'Video title is required',
  descriptionRequired: 'Video description is required',
  fileRequired: 'Video file is required',
  orderMin: 'Order must be at least 1',
  invalidFile: 'Please select a valid video file',
  tooLarge: 'Video file size must be less than 500MB',
  durationInvalid: 'Duration must be MM:SS or HH:MM:SS',
  courseRequired: 'Course is required',
  tooLong: 'This field is too long',
  notFound: 'Video not found',
  /** 401 for a visitor asking for a lesson that is not a free preview (spec 000 §8 Video). */
  authRequired: 'Authentication required',
  /** 403 for a signed-in learner who has not bought the course (spec 000 §8 Video). */
  purchaseRequired: 'This video requires course purchase.',
  /** 403 on a media link whose signature is wrong or whose time is up; the client refreshes it. */
  linkExpired: 'Video access expired. Refresh the video link.',
  notReady: 'This video is still being processed.',
  uploaded: 'Video uploaded successfully. It is being processed.',
  updated: 'Video updated successfully',
  deleted: 'Video deleted successfully',
  reordered: 'Videos reordered successfully',
  freePreviewOn: 'Video is now a free preview',
  freePreviewOff: 'Video is no longer a free preview',
  reorderMismatch: 'The list must name every video of the course exactly once',
  wrongCourse: 'This video belongs to another course',
  uploadUnknown: 'Upload not found',
} as const;

const M = VIDEO_MESSAGES;

/** Spec 001 §4: active, processing, error. Learners only ever see active videos. */
export const VIDEO_STATUSES = ['processing', 'active', 'error'] as const;
export type VideoStatus = (typeof VIDEO_STATUSES)[number];

/** Spec 001 §5: the formats the upload form names; the API judges files by their bytes, not names. */
export const VIDEO_FORMATS = ['MP4', 'AVI', 'MOV', 'WMV', 'WebM', 'OGG', 'FLV', 'MKV'] as const;

export const VIDEO_MAX_BYTES = LIMITS.videoMaxBytes;

const blankToUndefined = (v: unknown) =>
  v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v;

const bool = z.preprocess(
  (v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v),
  z.boolean({ error: 'Must be true or false' }),
);

const order = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
  z.number({ error: M.orderMin }).int(M.orderMin).min(1, M.orderMin).max(100_000, M.orderMin),
);

/** "5:30", "1:25:45" or plain seconds; empty means "detect it from the file". Answers seconds. */
export const videoDurationSchema = z.preprocess(
  blankToUndefined,
  z
    .union([z.string(), z.number()], { error: M.durationInvalid })
    .transform((v, ctx) => {
      const seconds = parseDuration(v);
      if (seconds === null) {
        ctx.addIssue({ code: 'custom', message: M.durationInvalid });
        return z.NEVER;
      }
      return seconds;
    })
    .optional(),
);

const title = z
  .string({ error: M.titleRequired })
  .trim()
  .min(1, M.titleRequired)
  .max(200, M.tooLong);
/** Optional on the API: the course-upload form sends lessons without one (spec 001 §5 course form). */
const description = z.preprocess(
  (v) => (v === null || v === undefined ? '' : v),
  z.string().trim().max(5_000, M.tooLong),
);

/**
 * The fields that come with an uploaded file: the multipart form of `POST /api/videos/upload` and the
 * tus `Upload-Metadata` (spec 001 §3 upload payload). `videoId` replaces the file of an existing video
 * (re-upload); the other fields are then optional and change the video only when sent.
 */
export const videoUploadFieldsSchema = z
  .object({
    courseId: z.preprocess(
      blankToUndefined,
      z.string({ error: M.courseRequired }).trim().optional(),
    ),
    videoId: z.preprocess(blankToUndefined, z.string().trim().optional()),
    title: z.preprocess(blankToUndefined, title.optional()),
    description: z.preprocess(blankToUndefined, description.optional()),
    /** Position + 1; default: the course's video count + 1 (spec 001 §9). */
    order: z.preprocess(blankToUndefined, order.optional()),
    isFreePreview: z.preprocess(blankToUndefined, bool.optional()),
    duration: videoDurationSchema,
    /** The file's name on the admin's device; shown in logs only, never trusted for the type. */
    filename: z.preprocess(blankToUndefined, z.string().max(500).optional()),
  })
  .superRefine((v, ctx) => {
    if (!v.videoId && !v.courseId) {
      ctx.addIssue({ code: 'custom', path: ['courseId'], message: M.courseRequired });
    }
    if (!v.videoId && !v.title) {
      ctx.addIssue({ code: 'custom', path: ['title'], message: M.titleRequired });
    }
  });
export type VideoUploadFields = z.infer<typeof videoUploadFieldsSchema>;

/**
 * The admin video-upload form's own checks (spec 001 §5), stricter than the API: a description is
 * required there. Run it on the PWA before sending.
 */
export const videoUploadFormSchema = z.object({
  title,
  description: z
    .string({ error: M.descriptionRequired })
    .trim()
    .min(1, M.descriptionRequired)
    .max(5_000, M.tooLong),
  order,
  isFreePreview: bool,
  duration: videoDurationSchema,
});

/** Checks a chosen file before sending it (type from the browser, size); the API checks the bytes. */
export function videoFileProblem(
  file: { type: string; size: number } | null | undefined,
): string | null {
  if (!file) return M.fileRequired;
  if (!file.type.startsWith('video/')) return M.invalidFile;
  if (file.size > VIDEO_MAX_BYTES) return M.tooLarge;
  return null;
}

/** `PUT /api/videos/{videoId}`: the inline edit (title, description, order); each field optional. */
export const videoUpdateSchema = z
  .object({
    title: title.optional(),
    description: description.optional(),
    order: order.optional(),
    duration: videoDurationSchema,
  })
  .strict();
export type VideoUpdateInput = z.infer<typeof videoUpdateSchema>;

/** `PUT /api/videos/{videoId}/free-preview`. */
export const videoFreePreviewSchema = z.object({ isFreePreview: bool });

/** `PUT /api/videos/course/{courseId}/order`: the drag-and-drop result, first lesson first. */
export const videoReorderSchema = z.object({
  videoIds: z
    .array(z.string().trim().min(1), { error: M.reorderMismatch })
    .min(1, M.reorderMismatch)
    .max(1_000),
});
