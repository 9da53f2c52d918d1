import { describe, expect, it } from 'vitest';
import { formatDuration, parseDuration, sumDurations } from './duration.ts';
import { formatPrice, isFree, originalPrice, savingAmount } from './price.ts';

describe('parseDuration', () => {
  it('reads seconds given as a number or as text', () => {
    expect(parseDuration(90)).toBe(90);
    expect(parseDuration(90.4)).toBe(90);
    expect(parseDuration('90')).toBe(90);
    expect(parseDuration(' 42 ')).toBe(42);
  });

  it('reads m:ss, mm:ss and h:mm:ss', () => {
    expect(parseDuration('5:30')).toBe(330);
    expect(parseDuration('05:30')).toBe(330);
    expect(parseDuration('1:25:45')).toBe(5145);
    expect(parseDuration('75:00')).toBe(4500);
  });

  it('refuses seconds or minutes of 60 and more after a colon, and anything else', () => {
    expect(parseDuration('5:60')).toBeNull();
    expect(parseDuration('1:60:00')).toBeNull();
    expect(parseDuration('abc')).toBeNull();
    expect(parseDuration('1:2:3:4')).toBeNull();
    expect(parseDuration('')).toBeNull();
    expect(parseDuration(-5)).toBeNull();
    expect(parseDuration(Number.NaN)).toBeNull();
    expect(parseDuration(null)).toBeNull();
    expect(parseDuration(undefined)).toBeNull();
  });
});

describe('formatDuration', () => {
  it('shows m:ss below an hour', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(5)).toBe('0:05');
    expect(formatDuration(330)).toBe('5:30');
    expect(formatDuration(3599)).toBe('59:59');
  });

  it('shows h:mm:ss from an hour', () => {
    expect(formatDuration(3600)).toBe('1:00:00');
    expect(formatDuration(5145)).toBe('1:25:45');
    expect(formatDuration(36_061)).toBe('10:01:01');
  });

  it('shows 0:00 for nothing or nonsense', () => {
    expect(formatDuration(null)).toBe('0:00');
    expect(formatDuration(-10)).toBe('0:00');
    expect(formatDuration(Number.POSITIVE_INFINITY)).toBe('0:00');
  });
});

describe('sumDurations', () => {
  it('adds numbers and strings of every form, skipping unreadable ones', () => {
    expect(
      sumDurations([
        { duration: 60 },
        { duration: '1:30' },
        { duration: '1:00:00' },
        { duration: 'x' },
        {},
      ]),
    ).toBe(60 + 90 + 3600);
    expect(sumDurations([])).toBe(0);
    expect(sumDurations(null)).toBe(0);
  });
});

describe('prices', () => {
  it('shows whole dollars without cents and others with two decimals', () => {
    expect(formatPrice(59)).toBe('$59');
    expect(formatPrice(29.99)).toBe('$29.99');
    expect(formatPrice(29.9)).toBe('$29.90');
    expect(formatPrice(1250)).toBe('$1,250');
    expect(formatPrice(0)).toBe('$0');
    expect(formatPrice(null)).toBe('$0');
  });

  it('knows a free course', () => {
    expect(isFree(0)).toBe(true);
    expect(isFree(null)).toBe(true);
    expect(isFree(0.01)).toBe(false);
  });

  it('strikes through 1.5 times the price and saves half of it, rounded', () => {
    expect(originalPrice(59)).toBe(88.5);
    expect(originalPrice(29.99)).toBe(44.99);
    expect(savingAmount(59)).toBe(30);
    expect(savingAmount(29.99)).toBe(15);
    expect(savingAmount(24.99)).toBe(12);
  });
});
