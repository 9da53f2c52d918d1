import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { initI18n, LANGUAGE_STORAGE_KEY, preloadNamespaces } from './i18n.ts';

/**
 * The routes ask for a page's copy as they load its code, before the app's copy is set up: it is
 * loaded once the app's copy is, in the chosen language only, with no screen asking for it.
 */
describe('preloadNamespaces', () => {
  it('loads the namespaces asked for before the copy was set up, once it is', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    void preloadNamespaces(['watch', 'ratings']);
    expect(i18next.isInitialized).toBeFalsy();
    await initI18n();
    await expect
      .poll(
        () =>
          i18next.hasResourceBundle('en', 'watch') && i18next.hasResourceBundle('en', 'ratings'),
      )
      .toBe(true);
    expect(i18next.hasResourceBundle('en', 'downloads')).toBe(false);
    // No fallback language: an English page downloads no Tigrinya copy (issue 26).
    expect(['watch', 'ratings', 'common'].some((ns) => i18next.hasResourceBundle('ti', ns))).toBe(
      false,
    );
  });

  it('loads them at once when the copy is already set up', async () => {
    void preloadNamespaces(['downloads']);
    await expect.poll(() => i18next.hasResourceBundle('en', 'downloads')).toBe(true);
  });
});
