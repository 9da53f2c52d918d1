import { describe, expect, it } from 'vitest';
import { failureInQuery, monitorStart } from './checkout-storage.ts';

const id = '7b7c4c1e-4a4f-4d4c-9a4e-2f0c3d6b8a11';
const q = (s: string) => new URLSearchParams(s);
const NOW = 1_800_000_000_000;

describe('payment monitor start', () => {
  it('polls a checkout younger than 10 minutes outside the result pages', () => {
    const pending = { courseId: id, startedAt: NOW - 599_000 };
    expect(monitorStart('/courses', q(''), pending, NOW)).toEqual({ kind: 'poll', courseId: id });
    expect(monitorStart('/checkout/success', q(''), pending, NOW)).toEqual({ kind: 'none' });
  });

  it('sends a checkout older than 10 minutes to the failure page', () => {
    const pending = { courseId: id, startedAt: NOW - 600_001 };
    expect(monitorStart('/', q(''), pending, NOW)).toEqual({ kind: 'stale', courseId: id });
  });

  it('sends a failure in the query string to the cancel page', () => {
    for (const s of [
      'error=x',
      'payment_status=failed',
      'payment_status=cancelled',
      'message=Card+Declined',
    ]) {
      expect(failureInQuery(q(s))).toBe(true);
    }
    expect(failureInQuery(q('payment_status=paid'))).toBe(false);
    expect(monitorStart('/', q('error=1'), null, NOW)).toEqual({ kind: 'cancel', courseId: null });
  });

  it('does nothing without a pending checkout', () => {
    expect(monitorStart('/', q(''), null, NOW)).toEqual({ kind: 'none' });
  });
});
