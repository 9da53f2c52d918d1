import { CHECKOUT_STORAGE_KEYS, isUuid, PAYMENT_TIMING } from '@academy/shared';

/**
 * The checkout's session-storage keys (spec 000 §3): which course is being paid for, the provider's
 * session id and when checkout began. The global payment monitor and the result pages read them.
 */

const K = CHECKOUT_STORAGE_KEYS;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage disabled: the monitor simply does not run
  }
}

export function rememberCheckout(courseId: string, sessionId: string, now = Date.now()): void {
  const s = storage();
  s?.setItem(K.pendingCourseId, courseId);
  s?.setItem(K.sessionId, sessionId);
  s?.setItem(K.startTime, String(now));
}

export function clearCheckout(): void {
  const s = storage();
  for (const key of Object.values(K)) s?.removeItem(key);
}

export interface PendingCheckout {
  courseId: string;
  startedAt: number;
}

export function pendingCheckout(): PendingCheckout | null {
  const s = storage();
  const courseId = s?.getItem(K.pendingCourseId) ?? '';
  const startedAt = Number(s?.getItem(K.startTime));
  if (!isUuid(courseId) || !Number.isFinite(startedAt) || startedAt <= 0) return null;
  return { courseId, startedAt };
}

/** The course a result page is about: the query's courseId, else the stored pending one. */
export function resultCourseId(search: URLSearchParams): string | null {
  const fromQuery = search.get('courseId');
  if (fromQuery && isUuid(fromQuery)) return fromQuery;
  return pendingCheckout()?.courseId ?? null;
}

export const isResultPage = (pathname: string) => pathname.startsWith('/checkout/');

/** A provider's failure in the query string: an error, payment_status failed/cancelled, "declined". */
export function failureInQuery(search: URLSearchParams): boolean {
  if (search.has('error')) return true;
  const status = search.get('payment_status');
  if (status === 'failed' || status === 'cancelled') return true;
  return /declined/i.test(search.get('message') ?? '');
}

export type MonitorStart =
  | { kind: 'none' }
  | { kind: 'cancel'; courseId: string | null }
  | { kind: 'stale'; courseId: string }
  | { kind: 'poll'; courseId: string };

/** What the global monitor does on a page (spec 000 §4 Payment monitoring). */
export function monitorStart(
  pathname: string,
  search: URLSearchParams,
  pending: PendingCheckout | null,
  now = Date.now(),
): MonitorStart {
  if (isResultPage(pathname)) return { kind: 'none' };
  if (failureInQuery(search)) return { kind: 'cancel', courseId: pending?.courseId ?? null };
  if (!pending) return { kind: 'none' };
  if (now - pending.startedAt > PAYMENT_TIMING.staleAfterMs) {
    return { kind: 'stale', courseId: pending.courseId };
  }
  return { kind: 'poll', courseId: pending.courseId };
}
