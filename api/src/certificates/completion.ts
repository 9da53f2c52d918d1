import { courseCompletion } from '../learning/index.ts';
import type { CompletionOf } from './certificate.service.ts';

/**
 * The completion rule belongs to the learning capability (every lesson at least 90 % watched);
 * certificates ask it and never read progress themselves.
 */
export const completionOf: CompletionOf = courseCompletion;
