import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, normaliseLanguage, type Language } from '@academy/shared';

/** Local storage key for the chosen language (spec 000 §3 browser storage: `language`). */
export const LANGUAGE_STORAGE_KEY = 'language';

/**
 * Namespaces are JSON files `src/locales/<lang>/<namespace>.json`, one per capability. They are loaded
 * in groups per language: what a first visit needs (`<lang>-first.ts`), every other public and
 * learner screen's (`<lang>.ts`), and one by one the namespaces of the screens the service worker does
 * not precache (the admin area's and the player's) and the accounts' copy (the sign-in forms and a
 * signed-in learner's menu: 4.3 KB gzip a visitor's home page does not need). Few precached files keep the install small
 * (Chromium stores each cached file with ~1.6 KB of overhead). The player's copy is apart because a
 * shared lesson link is often a visitor's first page: it needs 6 KB of copy, not the 52 KB of every
 * other screen's (docs/benchmarks.md, Learner player).
 */
type Copy = Record<string, Record<string, unknown>>;
const FIRST_NAMESPACES = new Set(['common', 'home', 'catalogue']);
const firstCopy: Record<string, () => Promise<{ namespaces: Copy }>> = {
  ti: () => import('../locales/ti-first.ts'),
  en: () => import('../locales/en-first.ts'),
};
const otherCopy: Record<string, () => Promise<{ namespaces: Copy }>> = {
  ti: () => import('../locales/ti.ts'),
  en: () => import('../locales/en.ts'),
};
// The admin area's and the player's copy, and the account forms': cached when first used.
const separateFiles = /* offline: first-use */ import.meta.glob<{
  default: Record<string, unknown>;
}>(['../locales/*/admin*.json', '../locales/*/{watch,protection,downloads,accounts}.json']);

async function loadNamespace(
  language: string,
  namespace: string,
): Promise<Record<string, unknown>> {
  const separate = separateFiles[`../locales/${language}/${namespace}.json`];
  if (separate) return (await separate()).default;
  const group = FIRST_NAMESPACES.has(namespace) ? firstCopy : otherCopy;
  const copy = (await group[language]?.())?.namespaces[namespace];
  if (!copy) throw new Error(`Missing locale file ${language}/${namespace}`);
  return copy;
}

const lazyBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    loadNamespace(language, namespace).then(
      (copy) => callback(null, copy),
      (err: unknown) => callback(err as Error, null),
    );
  },
};

export function storedLanguage(): Language {
  try {
    return normaliseLanguage(localStorage.getItem(LANGUAGE_STORAGE_KEY)) ?? DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

function applyLanguage(language: string) {
  const code = normaliseLanguage(language) ?? DEFAULT_LANGUAGE;
  document.documentElement.lang = code;
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, code);
  } catch {
    // Private browsing may refuse storage; the choice then lasts for this page only.
  }
  // Mirrored where the server sees it: it draws a shared link's first screen in this language
  // (api/src/http/first-screen/). Only the language: nothing personal travels in it.
  document.cookie = `${LANGUAGE_COOKIE}=${code}; path=/; max-age=${YEAR_SECONDS}; SameSite=Lax`;
}

/** The cookie the server reads the language from. */
export const LANGUAGE_COOKIE = 'lang';
const YEAR_SECONDS = 365 * 24 * 60 * 60;

export async function initI18n(): Promise<typeof i18next> {
  i18next.on('languageChanged', applyLanguage);
  await i18next
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      lng: storedLanguage(),
      // No fallback language: every namespace has the same keys in both (locales.test.ts), and a
      // fallback makes i18next load it beside the chosen one: English pages downloaded the Tigrinya
      // copy too (issue 26: 16 KB on the first screen, 52 KB more on the others).
      fallbackLng: false,
      supportedLngs: [...LANGUAGES],
      ns: ['common'],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
      returnNull: false,
    });
  applyLanguage(i18next.language);
  return i18next;
}

/**
 * Starts loading a page's namespaces together, as soon as the copy can load, instead of one after
 * another as the page's parts ask for them and wait (each a round trip on a slow link: the watch page
 * asked for four in turn). Called by the routes as they load the page's code. Settles once they are
 * in, or failed to come (offline): the page's own `useTranslation` then says what is missing.
 */
export function preloadNamespaces(namespaces: readonly string[]): Promise<void> {
  const load = () => i18next.loadNamespaces(namespaces).catch(() => undefined);
  if (i18next.isInitialized) return load();
  return new Promise((resolve) => {
    const whenReady = () => {
      i18next.off('initialized', whenReady);
      void load().then(resolve);
    };
    i18next.on('initialized', whenReady);
  });
}

/**
 * Switches the interface language. The namespaces already in use are loaded for the new language before
 * the switch, so the screen changes in one step instead of flashing a spinner.
 */
export async function changeLanguage(language: Language): Promise<void> {
  await i18next.changeLanguage(language);
}

export { intlLocale } from './intl-locale.ts';
