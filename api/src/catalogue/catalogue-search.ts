/**
 * Turns what a visitor typed into a full-text query: every word must match the start of a word of the
 * title, tags or description ("vid edit" finds "Video Editing"). Words are runs of letters, marks and
 * digits in any script, so Ge'ez words work; everything else (quotes, operators, punctuation) only
 * separates words, which makes the result safe to hand to `to_tsquery`. Null when no word is left.
 */
const WORD = /[\p{L}\p{M}\p{N}]+/gu;
const MAX_WORDS = 8;

export function toPrefixTsquery(search: string | undefined): string | null {
  if (!search) return null;
  const words = [...new Set(search.toLowerCase().match(WORD) ?? [])].slice(0, MAX_WORDS);
  return words.length ? words.map((w) => `${w}:*`).join(' & ') : null;
}
