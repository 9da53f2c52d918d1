/**
 * The checkout's timers and browser-storage keys, apart from the zod schemas: the app's first load
 * (the global payment monitor) reads them, and must not carry zod for it.
 */

/** Payment monitoring and result pages (spec 000 §4, §9; 001 §4). */
export const PAYMENT_TIMING = {
  pollIntervalMs: 2_000,
  maxChecks: 30,
  /** More checks than this without a purchase: the monitor gives up and shows the failure page. */
  failureAfterChecks: 10,
  staleAfterMs: 600_000,
  redirectDelayMs: 2_000,
  purchaseErrorMs: 5_000,
} as const;

/** Session-storage keys the checkout writes and the global monitor reads (spec 000 §3 Browser storage). */
export const CHECKOUT_STORAGE_KEYS = {
  pendingCourseId: 'pendingCourseId',
  sessionId: 'stripeSessionId',
  startTime: 'checkoutStartTime',
} as const;
