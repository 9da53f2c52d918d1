import { describe, expect, it } from 'vitest';
import { toPrefixTsquery } from './catalogue-search.ts';
import { firstFreeSlug, slugify } from './slug.ts';

describe('slugify', () => {
  it('keeps letters and digits of any script, drops accents and punctuation', () => {
    expect(slugify('Video Editing: DaVinci Resolve 19!')).toBe('video-editing-davinci-resolve-19');
    expect(slugify('Café Crème')).toBe('cafe-creme');
    expect(slugify('ዩቲዩብ ንጀመርቲ — YouTube')).toBe('ዩቲዩብ-ንጀመርቲ-youtube');
    expect(slugify('!!!')).toBe('course');
    expect(slugify('x'.repeat(200))).toHaveLength(80);
  });

  it('numbers a slug that is taken', () => {
    expect(firstFreeSlug('a', [])).toBe('a');
    expect(firstFreeSlug('a', ['a', 'a-2', 'a-4'])).toBe('a-3');
  });
});

describe('toPrefixTsquery', () => {
  it('makes every word a prefix that must match, in any script', () => {
    expect(toPrefixTsquery('Vid  edit')).toBe('vid:* & edit:*');
    expect(toPrefixTsquery('ቪድዮ፡ ኤዲ')).toBe('ቪድዮ:* & ኤዲ:*');
  });

  it('leaves out everything that is not a word, so to_tsquery cannot fail', () => {
    expect(toPrefixTsquery("it's (a) & b | !c:*")).toBe('it:* & s:* & a:* & b:* & c:*');
    expect(toPrefixTsquery("'&|!:*()")).toBeNull();
    expect(toPrefixTsquery(undefined)).toBeNull();
    expect(toPrefixTsquery('a b c d e f g h i j')?.split(' & ')).toHaveLength(8);
  });
});
