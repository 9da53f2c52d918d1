import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { currentViewer } from '../session/auth-storage.ts';
import { indexEntries } from '../downloads/downloads-index.ts';
import { downloads } from '../downloads/lazy-downloads.ts';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { CookieConsentProvider } from '../telemetry/cookie-consent-context.tsx';
import { PageSpinner } from '../shell/page-spinner.tsx';
import { OfflineBanner } from '../offline/offline-banner.tsx';
import { startProgressSyncWhenNeeded } from '../learning/progress/start-progress-sync.ts';
import { ServiceWorkerUpdates } from '../shell/service-worker-updates.tsx';
import { ToastProvider } from '../ui/toast.tsx';

/**
 * The providers every screen can rely on: TanStack Query, toasts (`useToast`), cookie consent
 * (`useCookieConsent`, applied on every load) and the service worker's update prompt.
 */
export function App({
  queryClient,
  router,
}: {
  queryClient: QueryClient;
  router: ReturnType<typeof createBrowserRouter>;
}) {
  // Progress queued in an earlier visit is sent at start (learning capability). Its code (Dexie and
  // an open IndexedDB) is loaded only when there is work for it, not on every page a learner opens.
  useEffect(() => {
    void startProgressSyncWhenNeeded();
    // Downloads left unfinished (a closed tab, a lost connection) go on, and licences are renewed.
    // Only for a learner with downloads: the index is read from local storage without their code.
    const { userId } = currentViewer();
    if (userId && indexEntries(userId).length > 0)
      void downloads().then((m) => m.ensureDownloadService(userId));
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <CookieConsentProvider>
          <Suspense fallback={<PageSpinner />}>
            <RouterProvider router={router} />
          </Suspense>
          <ServiceWorkerUpdates />
          <OfflineBanner />
        </CookieConsentProvider>
      </ToastProvider>
    </QueryClientProvider>
  );
}
