import { PAYMENT_TIMING } from '@academy/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { getToken } from '../session/auth-storage.ts';
import { ApiError } from '../api/api-client.ts';
import { rememberCheckout } from './checkout-storage.ts';
import { createCheckoutSession } from './payment-api.ts';

export type PurchaseState =
  { kind: 'idle' } | { kind: 'loading' } | { kind: 'error'; message: string | null };

/**
 * The purchase button's states (spec 000 §4): idle, loading ("Processing", disabled), error (shown
 * 5 s, then idle). Success remembers the checkout for the payment monitor and sends the browser to
 * the checkout page (Stripe's or the test one), or to the success page for a free course.
 */
export function useStartCheckout(courseId: string) {
  const navigate = useNavigate();
  const [state, setState] = useState<PurchaseState>({ kind: 'idle' });
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const start = useCallback(async () => {
    const token = getToken();
    if (!token) {
      void navigate('/login', { state: { from: `/course/${courseId}` } });
      return;
    }
    window.clearTimeout(timer.current);
    setState({ kind: 'loading' });
    try {
      const result = await createCheckoutSession(token, courseId);
      if (!result.enrolled) rememberCheckout(courseId, result.sessionId);
      window.location.assign(result.url);
    } catch (err) {
      // A 409 (already bought) or 404 carries the server's own words; others get the spec's fallback.
      const message =
        err instanceof ApiError && err.status < 500 && err.status > 0 ? err.message : null;
      setState({ kind: 'error', message });
      timer.current = window.setTimeout(
        () => setState({ kind: 'idle' }),
        PAYMENT_TIMING.purchaseErrorMs,
      );
    }
  }, [courseId, navigate]);

  return { state, start };
}
