import { z } from 'zod';

/**
 * Course ratings (issue 25 §3): a learner who owns a course and has watched some of it gives 1 to 5
 * stars and an optional plain-text review. One rating per learner and course; a new one replaces it.
 */
export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const REVIEW_MAX_LENGTH = 1000;

/**
 * m of the catalogue's Bayesian average: a course's score is (m·C + sum of its stars) / (m + count),
 * C being the mean of every rating in the academy. With m = 5 a course needs about five ratings before
 * its own stars outweigh the academy's mean, so one 5-star rating cannot top "Highest rated".
 */
export const RATING_PRIOR_WEIGHT = 5;

export const RATING_MESSAGES = {
  saved: 'Thank you! Your rating is saved.',
  deleted: 'Your rating was removed.',
  notOwner: 'Only learners who bought this course can rate it.',
  notWatched: 'Watch at least one lesson before rating this course.',
  notFound: 'Course not found',
  noRating: 'You have not rated this course.',
  reviewNotFound: 'Review not found',
  hidden: 'The review is hidden.',
  shown: 'The review is shown again.',
  rating: 'Choose from 1 to 5 stars.',
  reviewTooLong: `A review can have at most ${REVIEW_MAX_LENGTH} characters.`,
  reviewText: 'A review must be text.',
  nul: 'A review cannot contain a NUL character.',
  hiddenFlag: 'hidden must be true or false',
} as const;

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
