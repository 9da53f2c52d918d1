import { LIMITS } from '@academy/shared';

/**
 * Rules the two course forms share, Upload New Course and Edit Course (spec 001 §5): the tags typed as
 * one line and cut to three, and the WhatsApp link check.
 */
export const TAGS_MAX = LIMITS.tagsPerCourse;

/** Tags typed as "a, b, c": split on commas, trimmed, empties dropped. */
export function splitTags(text: string): string[] {
  return text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
}

/**
 * On leaving the tags field: only the first three are kept, and `cut` says the form must warn "Only the
 * first 3 tags will be saved" because more were typed.
 */
export function cutTags(text: string): { text: string; cut: boolean } {
  const tags = splitTags(text);
  return { text: tags.slice(0, TAGS_MAX).join(', '), cut: tags.length > TAGS_MAX };
}

/** An absolute http(s) address, as the WhatsApp group link must be. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}
