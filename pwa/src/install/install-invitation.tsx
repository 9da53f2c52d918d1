import { Download, Share, X } from 'lucide-react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Button } from '../ui/button.tsx';
import {
  INSTALL_STORAGE_KEYS as KEYS,
  isIosSafari,
  shouldInvite,
  type InstallPlatform,
} from './install-rules.ts';
import { requestPersistentStorage } from './persistent-storage.ts';

/** Chromium's install prompt event (not in TypeScript's DOM types). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

// Chromium may offer the prompt before React has mounted: kept from the moment this module loads.
let deferredPrompt: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());
if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault(); // our own invitation, at our own moment
    deferredPrompt = event as BeforeInstallPromptEvent;
    notify();
  });
  window.addEventListener('appinstalled', () => {
    store(KEYS.installed, 'true');
    deferredPrompt = null;
    requestPersistentStorage();
    notify();
  });
}

function read(key: string, storage: Storage = localStorage): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

function store(key: string, value: string, storage: Storage = localStorage): void {
  try {
    storage.setItem(key, value);
  } catch {
    // Storage refused (private browsing): the invitation may come back next visit.
  }
}

function usePromptAvailable(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => deferredPrompt !== null,
    () => false,
  );
}

/** This visit's page views (a new path is a new view), kept in session storage. */
const pageViewListeners = new Set<() => void>();
const readPageViews = () => Number(read(KEYS.pageViews, sessionStorage) ?? 0);

function usePageViews(): number {
  const { pathname } = useLocation();
  useEffect(() => {
    store(KEYS.pageViews, String(readPageViews() + 1), sessionStorage);
    pageViewListeners.forEach((listener) => listener());
  }, [pathname]);
  return useSyncExternalStore(
    (listener) => {
      pageViewListeners.add(listener);
      return () => pageViewListeners.delete(listener);
    },
    readPageViews,
    () => 0,
  );
}

/**
 * The invitation to install the app (issue 15), in the visitor's language: Chromium's own prompt behind
 * our card, or the Add to Home Screen steps on iOS Safari. Shown from the third page view of a visit,
 * never when running installed, and not again for four weeks once dismissed.
 */
export function InstallInvitation() {
  const { t } = useTranslation('common');
  const promptAvailable = usePromptAvailable();
  const pageViews = usePageViews();
  const [closed, setClosed] = useState(false);
  const [now] = useState(() => Date.now());
  const platform: InstallPlatform = promptAvailable
    ? 'prompt'
    : isIosSafari(navigator.userAgent)
      ? 'ios'
      : null;
  const dismissedAt = Number(read(KEYS.dismissedAt)) || null;
  const visible =
    !closed &&
    shouldInvite({
      platform,
      standalone:
        window.matchMedia?.('(display-mode: standalone)').matches ||
        (navigator as { standalone?: boolean }).standalone === true,
      installed: read(KEYS.installed) === 'true',
      dismissedAt,
      pageViews,
      now,
    });
  if (!visible) return null;
  // A computer has no home screen: the same invitation, in its words.
  const onComputer = platform !== 'ios' && !window.matchMedia?.('(pointer: coarse)').matches;

  const dismiss = () => {
    store(KEYS.dismissedAt, String(Date.now()));
    setClosed(true);
  };
  const install = async () => {
    const prompt = deferredPrompt;
    if (!prompt) return;
    deferredPrompt = null;
    await prompt.prompt();
    const { outcome } = await prompt.userChoice;
    if (outcome === 'accepted') {
      store(KEYS.installed, 'true');
      requestPersistentStorage();
      setClosed(true);
    } else dismiss();
  };

  return (
    <section
      role="dialog"
      aria-labelledby="install-title"
      data-testid="install-invitation"
      className="fixed inset-x-3 bottom-24 z-40 mx-auto max-w-md rounded-xl bg-white p-4 shadow-lg ring-1 ring-slate-200 sm:bottom-6"
    >
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <h2 id="install-title" className="font-semibold text-slate-900">
            {t(onComputer ? 'install.titleComputer' : 'install.title')}
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            {platform === 'ios' ? (
              <>
                {t('install.iosStepShare')}{' '}
                <Share
                  aria-label={t('install.shareIcon')}
                  className="inline size-4 align-text-bottom"
                />{' '}
                {t('install.iosStepAdd')}
              </>
            ) : (
              t(onComputer ? 'install.bodyComputer' : 'install.body')
            )}
          </p>
        </div>
        <button
          type="button"
          onClick={dismiss}
          aria-label={t('install.notNow')}
          className="-m-1 rounded-lg p-2 text-slate-600 hover:bg-slate-100"
        >
          <X aria-hidden className="size-5" />
        </button>
      </div>
      {platform === 'prompt' && (
        <div className="mt-3 flex justify-end gap-2">
          <Button variant="secondary" size="sm" onClick={dismiss}>
            {t('install.notNow')}
          </Button>
          <Button
            size="sm"
            icon={<Download aria-hidden className="size-4" />}
            onClick={() => void install()}
            data-testid="install-button"
          >
            {t('install.install')}
          </Button>
        </div>
      )}
    </section>
  );
}
