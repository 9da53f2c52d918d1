/**
 * Cookie consent (spec 000 §1, §3): local storage `cookie_consent` holds "true" or "false"; no value
 * means the visitor has not chosen yet and the banner shows. Accepting loads the configured analytics
 * script; declining removes it from the page again.
 */
export const COOKIE_CONSENT_KEY = 'cookie_consent';

/** The id of the analytics <script> element, so it is added once and can be found to remove it. */
export const ANALYTICS_SCRIPT_ID = 'academy-analytics';

export type ConsentChoice = boolean | null;

export function readConsent(): ConsentChoice {
  try {
    const value = localStorage.getItem(COOKIE_CONSENT_KEY);
    if (value === 'true') return true;
    if (value === 'false') return false;
    return null;
  } catch {
    return null;
  }
}

export function writeConsent(accepted: boolean): void {
  try {
    localStorage.setItem(COOKIE_CONSENT_KEY, String(accepted));
  } catch {
    // Storage refused (private mode): the choice holds for this page only.
  }
}

/** Adds the analytics script unless it is already on the page; an empty URL means no analytics. */
export function loadAnalytics(url: string): void {
  if (!url.trim() || document.getElementById(ANALYTICS_SCRIPT_ID)) return;
  const script = document.createElement('script');
  script.id = ANALYTICS_SCRIPT_ID;
  script.src = url;
  script.async = true;
  document.head.appendChild(script);
}

export function removeAnalytics(): void {
  document.getElementById(ANALYTICS_SCRIPT_ID)?.remove();
}

/** Brings the page in line with a choice: analytics present only after an explicit accept. */
export function applyConsent(choice: ConsentChoice, analyticsUrl: string): void {
  if (choice === true) loadAnalytics(analyticsUrl);
  else removeAnalytics();
}
