/**
 * Course ratings (issue 25 §3): a learner who owns a course and has watched some of it gives 1 to 5
 * stars and an optional plain-text review. One rating per learner and course; a new one replaces it.
 *
 * The rules and messages, apart from the schemas (rating.schema.ts): the rating widget on the watch
 * page shows them, and importing them from the schemas' file brought zod and every schema with them
 * (84 KB of script on a free preview's first load, issue 26).
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
