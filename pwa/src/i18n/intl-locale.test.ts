import { describe, expect, it } from 'vitest';
import { decimalFormat, intlLocale } from './intl-locale.ts';

const VALUES = [
  0,
  -0,
  0.05,
  0.1,
  0.15,
  0.25,
  0.95,
  1,
  1.05,
  1.25,
  9.95,
  12.345,
  99.95,
  100,
  999.5,
  1_000,
  1_234.5,
  12_345.67,
  999_999.95,
  1_234_567.891,
  -1.5,
  -1_234.56,
  -0.04,
  1.005,
  2.675,
  1e-7,
  0.0000015,
  1e21,
  -Infinity,
];

describe('decimal numbers', () => {
  for (const language of ['en', 'ti'] as const) {
    for (const decimals of [0, 1, 2]) {
      it(`read as Intl writes them in ${language} with ${decimals} decimals`, () => {
        const intl = new Intl.NumberFormat(intlLocale(language), {
          minimumFractionDigits: decimals,
          maximumFractionDigits: decimals,
        });
        const ours = decimalFormat(language, decimals);
        for (const value of VALUES)
          expect(ours.format(value), String(value)).toBe(intl.format(value));
      });
    }
  }

  it('are written with a decimal point and thousands commas', () => {
    expect(decimalFormat('ti', 1).format(12_345.67)).toBe('12,345.7');
    expect(decimalFormat('en', 0).format(1_234_567)).toBe('1,234,567');
  });
});
