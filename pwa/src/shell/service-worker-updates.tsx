import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { registerServiceWorker } from './register-service-worker.ts';
import { useToast } from '../ui/toast.tsx';

let registered = false;

/**
 * Registers the service worker in production builds and, when a new version has been downloaded, offers
 * to reload into it with a toast that stays until answered ("New version available — Reload").
 */
export function ServiceWorkerUpdates({ enabled = import.meta.env.PROD }: { enabled?: boolean }) {
  const toast = useToast();

  useEffect(() => {
    if (registered || !enabled || !('serviceWorker' in navigator)) return;
    registered = true;
    registerServiceWorker({
      onNeedRefresh(activate) {
        toast.info(<UpdateMessage />, {
          id: 'service-worker-update',
          durationMs: null,
          action: { label: <ReloadLabel />, onClick: activate },
        });
      },
    }).catch((err: unknown) => {
      // The site works without the worker (no offline copy); nothing to tell the visitor.
      console.warn('Service worker registration failed', err);
    });
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
