/**
 * The ratings capability's one door: everything another capability or a script may use from ratings/.
 * Import from here, never from the files behind it (the import-boundaries lint rule enforces this).
 */
export { bayesianScore } from './rating-score.ts';
export { courseRatingsOf } from './rating.service.ts';
