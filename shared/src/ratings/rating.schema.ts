import { z } from 'zod';
import { RATING_MAX, RATING_MESSAGES, RATING_MIN, REVIEW_MAX_LENGTH } from './rating-rules.ts';

/** `PUT /api/courses/{id}/rating`. An empty or blank review is stored as none. */
export const ratingInputSchema = z.object({
  rating: z
    .number({ error: RATING_MESSAGES.rating })
    .int({ error: RATING_MESSAGES.rating })
    .min(RATING_MIN, { error: RATING_MESSAGES.rating })
    .max(RATING_MAX, { error: RATING_MESSAGES.rating }),
  review: z
    .string({ error: RATING_MESSAGES.reviewText })
    .refine((s) => !s.includes('\u0000'), { error: RATING_MESSAGES.nul })
    .transform((s) => s.trim())
    .refine((s) => [...s].length <= REVIEW_MAX_LENGTH, { error: RATING_MESSAGES.reviewTooLong })
    .nullish()
    .transform((s) => (s ? s : null)),
});
export type RatingInput = z.input<typeof ratingInputSchema>;

const wholeFrom = (min: number, fallback: number, max: number) =>
  z.preprocess((v) => {
    const n = typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : NaN;
    return Number.isSafeInteger(n) && n >= min ? Math.min(n, max) : fallback;
  }, z.number().int());

/** `GET /api/courses/{id}/reviews` and `GET /api/admin/reviews`: page from 1, limit 1 to 50 (10). */
export const reviewsQuerySchema = z.object({
  page: wholeFrom(1, 1, 100_000),
  limit: wholeFrom(1, 10, 50),
});
export type ReviewsQuery = z.infer<typeof reviewsQuerySchema>;

/** `PATCH /api/admin/reviews/{id}`. */
export const reviewVisibilitySchema = z.object({
  hidden: z.boolean({ error: RATING_MESSAGES.hiddenFlag }),
});
