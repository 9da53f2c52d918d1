import type { Language } from '@academy/shared';

/**
 * The locale for Intl date and number formatting in a language. Apart from i18n.ts so that modules
 * formatting numbers also run outside Vite (the benchmarks import lesson-size.ts).
 */
export function intlLocale(language: Language): string {
  return language === 'ti' ? 'ti-ER' : 'en-US';
}
