import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { CHECKOUT_STORAGE_KEYS } from '@academy/shared';

const PaymentMonitor = lazy(() => import('./payment-monitor.tsx'));

function checkoutPending(): boolean {
  try {
    return window.sessionStorage.getItem(CHECKOUT_STORAGE_KEYS.pendingCourseId) !== null;
  } catch {
    return false;
  }
}

const failureQuery = /[?&](error|payment_status)=|declined/i;

/**
 * Mounted in the public shell: the monitor's code loads only when a checkout is pending (or the
 * address reports a provider failure), so the home page's first load stays as small as before.
 */
export function PaymentMonitorGate() {
  const { search } = useLocation();
  if (!checkoutPending() && !failureQuery.test(search)) return null;
  return (
    <Suspense fallback={null}>
      <PaymentMonitor />
    </Suspense>
  );
}
