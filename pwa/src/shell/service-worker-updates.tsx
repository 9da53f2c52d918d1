import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from './toast.tsx';

/** Re-checks for a new version while a tab stays open for long (learners keep lessons open for hours). */
const UPDATE_CHECK_MS = 60 * 60_000;

let registered = false;

/**
 * Registers the service worker in production builds and, when a new version has been downloaded, offers
 * to reload into it with a toast that stays until answered. The registration code is its own chunk,
 * loaded after the first render, so it costs the home page nothing up front.
 */
export function ServiceWorkerUpdates({ enabled = import.meta.env.PROD }: { enabled?: boolean }) {
  const toast = useToast();

  useEffect(() => {
    if (registered || !enabled || !('serviceWorker' in navigator)) return;
    registered = true;
    let timer = 0;
    void import('virtual:pwa-register').then(({ registerSW }) => {
      const updateServiceWorker = registerSW({
        onNeedRefresh() {
          toast.info(<UpdateMessage />, {
            id: 'service-worker-update',
            durationMs: null,
            action: { label: <ReloadLabel />, onClick: () => void updateServiceWorker(true) },
          });
        },
        onRegisteredSW(_url, registration) {
          if (registration) {
            timer = window.setInterval(() => void registration.update(), UPDATE_CHECK_MS);
          }
        },
      });
    });
    return () => window.clearInterval(timer);
  }, [toast, enabled]);

  return null;
}

// Components rather than strings, so the toast follows a language change while it is on screen.
function UpdateMessage() {
  const { t } = useTranslation('common');
  return <>{t('toast.updateAvailable')}</>;
}

function ReloadLabel() {
  const { t } = useTranslation('common');
  return <>{t('toast.reload')}</>;
}
