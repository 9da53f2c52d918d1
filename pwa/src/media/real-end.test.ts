import { describe, expect, it } from 'vitest';
import { isRealEnd } from './real-end.ts';

describe('isRealEnd', () => {
  it('takes an end at or near the lesson duration as the end', () => {
    expect(isRealEnd(600, 600)).toBe(true);
    expect(isRealEnd(596.2, 600)).toBe(true); // within 5 s of a 10-minute lesson
    expect(isRealEnd(19.2, 20)).toBe(true); // within 5 % of a short one
    expect(isRealEnd(2.1, 3)).toBe(true); // never less than 1 s: stored durations are whole seconds
    expect(isRealEnd(605, 600)).toBe(true); // the media a little longer than the stored figure
  });

  it('does not take an end far before the lesson duration as the end', () => {
    expect(isRealEnd(0, 600)).toBe(false); // WebKitGTK: stays at 0 s, then ends
    expect(isRealEnd(12, 600)).toBe(false); // segments stopped decoding after 12 s
    expect(isRealEnd(594, 600)).toBe(false);
    expect(isRealEnd(18, 20)).toBe(false);
    expect(isRealEnd(Number.NaN, 600)).toBe(false);
  });

  it('takes every end as real when the duration is not known', () => {
    expect(isRealEnd(0, 0)).toBe(true);
    expect(isRealEnd(3, null)).toBe(true);
    expect(isRealEnd(3, undefined)).toBe(true);
    expect(isRealEnd(3, Number.NaN)).toBe(true);
  });
});
