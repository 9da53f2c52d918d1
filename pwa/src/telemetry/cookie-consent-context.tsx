import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { siteConfig } from '../config/site-config.ts';
import { applyConsent, readConsent, writeConsent, type ConsentChoice } from './cookie-consent.ts';

interface CookieConsentApi {
  /** true accepted, false declined, null not chosen yet. */
  choice: ConsentChoice;
  /** The banner shows while nothing is chosen, or after the footer's cookie settings button. */
  bannerOpen: boolean;
  accept(): void;
  decline(): void;
  /** Reopens the banner (footer "Cookie settings"). */
  openSettings(): void;
}

const CookieConsentContext = createContext<CookieConsentApi | null>(null);

export function useCookieConsent(): CookieConsentApi {
  const api = useContext(CookieConsentContext);
  if (!api) throw new Error('useCookieConsent must be used inside CookieConsentProvider');
  return api;
}

export function CookieConsentProvider({
  children,
  analyticsUrl = siteConfig.analyticsScriptUrl,
}: {
  children: React.ReactNode;
  analyticsUrl?: string;
}) {
  const [choice, setChoice] = useState<ConsentChoice>(readConsent);
  const [reopened, setReopened] = useState(false);

  // The page follows the stored choice on every load, not only when the visitor clicks.
  useEffect(() => applyConsent(choice, analyticsUrl), [choice, analyticsUrl]);

  const choose = useCallback((accepted: boolean) => {
    writeConsent(accepted);
    setChoice(accepted);
    setReopened(false);
  }, []);

  const api = useMemo<CookieConsentApi>(
    () => ({
      choice,
      bannerOpen: choice === null || reopened,
      accept: () => choose(true),
      decline: () => choose(false),
      openSettings: () => setReopened(true),
    }),
    [choice, reopened, choose],
  );

  return <CookieConsentContext.Provider value={api}>{children}</CookieConsentContext.Provider>;
}
