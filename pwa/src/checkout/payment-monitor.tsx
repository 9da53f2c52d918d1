import { PAYMENT_TIMING } from '@academy/shared';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { getToken } from '../session/auth-storage.ts';
import { clearCheckout, monitorStart, pendingCheckout } from './checkout-storage.ts';
import { checkPurchase } from './payment-api.ts';

/**
 * The global payment monitor (spec 000 §4, 001 §4). On every page but the result pages: a failure in
 * the query string goes to /checkout/cancel; a checkout older than 10 minutes to /checkout/failure;
 * a younger one is polled every 2 s (at most 30 checks): a purchase clears the keys, more than 10
 * checks without one go to /checkout/failure.
 */
export default function PaymentMonitor() {
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    const start = monitorStart(
      location.pathname,
      new URLSearchParams(location.search),
      pendingCheckout(),
    );
    const failure = (courseId: string) =>
      void navigate(`/checkout/failure?courseId=${courseId}`, { replace: true });
    if (start.kind === 'none') return;
    if (start.kind === 'cancel') {
      void navigate(
        start.courseId ? `/checkout/cancel?courseId=${start.courseId}` : '/checkout/cancel',
        {
          replace: true,
        },
      );
      return;
    }
    if (start.kind === 'stale') {
      failure(start.courseId);
      return;
    }
    const token = getToken();
    if (!token) return;
    let checks = 0;
    let stopped = false;
    let timer: number | undefined;
    const poll = async () => {
      checks += 1;
      const purchased = await checkPurchase(token, start.courseId).catch(() => false);
      if (stopped) return;
      if (purchased) return clearCheckout();
      if (checks > PAYMENT_TIMING.failureAfterChecks) return failure(start.courseId);
      if (checks < PAYMENT_TIMING.maxChecks) {
        timer = window.setTimeout(() => void poll(), PAYMENT_TIMING.pollIntervalMs);
      }
    };
    timer = window.setTimeout(() => void poll(), PAYMENT_TIMING.pollIntervalMs);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [location.pathname, location.search, navigate]);

  return null;
}
