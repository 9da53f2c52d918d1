import { describe, expect, it } from 'vitest';
import * as contract from '@academy/shared';
import { COURSE_CATEGORIES, COURSE_LEVELS, PRICE_RANGES } from './catalogue-constants.ts';

describe('catalogue vocabularies', () => {
  it('equal the shared course contract they were copied from', () => {
    expect(COURSE_CATEGORIES).toEqual(contract.COURSE_CATEGORIES);
    expect(COURSE_LEVELS).toEqual(contract.COURSE_LEVELS);
    expect(PRICE_RANGES).toEqual(contract.PRICE_RANGES);
  });
});
