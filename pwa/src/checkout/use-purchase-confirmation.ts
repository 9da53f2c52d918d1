import { PAYMENT_TIMING } from '@academy/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { clearCheckout } from './checkout-storage.ts';
import { checkPurchase } from './payment-api.ts';
import { requestPersistentStorage } from '../install/index.ts';

export type Confirmation = 'checking' | 'confirmed' | 'timeout' | 'failed';

const MAX_POLLS = 30_000 / PAYMENT_TIMING.pollIntervalMs;

/**
 * The success page's wait (spec 000 §2): asks for the purchase every 2 s for up to 30 s. Confirmed:
 * the checkout keys are cleared and everything that shows ownership is fetched again. Every check
 * failing (offline, server down) is `failed`; the page then still says the payment went through.
 */
export function usePurchaseConfirmation(courseId: string | null, token: string | null) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<Confirmation>('checking');
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (!courseId || !token) return;
    let cancelled = false;
    let timer: number | undefined;
    let polls = 0;
    let failures = 0;
    const poll = async () => {
      polls += 1;
      try {
        if (await checkPurchase(token, courseId)) {
          if (cancelled) return;
          clearCheckout();
          setStatus('confirmed');
          // Enrolled: the learner means to stay, so the browser is asked to keep the offline copy.
          requestPersistentStorage();
          void queryClient.invalidateQueries({ queryKey: ['accounts'] });
          void queryClient.invalidateQueries({ queryKey: ['catalogue'] });
          return;
        }
      } catch {
        failures += 1;
      }
      if (cancelled) return;
      if (polls >= MAX_POLLS) setStatus(failures === polls ? 'failed' : 'timeout');
      else timer = window.setTimeout(() => void poll(), PAYMENT_TIMING.pollIntervalMs);
    };
    void poll();
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [courseId, token, round, queryClient]);

  const checkAgain = useCallback(() => {
    setStatus('checking');
    setRound((r) => r + 1);
  }, []);
  return { status, checkAgain };
}
