import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import {
  INSTALL_STORAGE_KEYS as KEYS,
  isIosSafari,
  shouldInvite,
  type InstallPlatform,
} from './install-rules.ts';
import { requestPersistentStorage } from './persistent-storage.ts';

// The card is fetched only when it is shown: most visits never see it (0.7 KB gzip off the first load).
const InstallCard = lazy(() => import('./install-card.tsx'));

/** Chromium's install prompt event (not in TypeScript's DOM types). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

// Chromium may offer the prompt before React has mounted: kept from the moment this module loads, or
// before the app's scripts ran at all on a page the server drew (pwa/public/first-screen-start.js).
let deferredPrompt: BeforeInstallPromptEvent | null =
  typeof window === 'undefined'
    ? null
    : ((window as { academyInstallPrompt?: BeforeInstallPromptEvent }).academyInstallPrompt ??
      null);
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
    <Suspense fallback={null}>
      <InstallCard
        platform={platform}
        onComputer={platform !== 'ios' && !window.matchMedia?.('(pointer: coarse)').matches}
        onDismiss={dismiss}
        onInstall={() => void install()}
      />
    </Suspense>
  );
}
