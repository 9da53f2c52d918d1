import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { RouterProvider } from 'react-router';
import { CookieConsentProvider } from '../shell/cookie-consent-context.tsx';
import { PageSpinner } from '../shell/page-spinner.tsx';
import { ServiceWorkerUpdates } from '../shell/service-worker-updates.tsx';
import { ToastProvider } from '../shell/toast.tsx';
import { createQueryClient } from './query-client.ts';
import { router } from './routes.tsx';

/**
 * The providers every screen can rely on: TanStack Query, toasts (`useToast`), cookie consent
 * (`useCookieConsent`, applied on every load) and the service worker's update prompt.
 */
export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <CookieConsentProvider>
          <Suspense fallback={<PageSpinner />}>
            <RouterProvider router={router} />
          </Suspense>
          <ServiceWorkerUpdates />
        </CookieConsentProvider>
      </ToastProvider>
    </QueryClientProvider>
  );
}
