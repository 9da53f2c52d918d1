import type { Language } from '@academy/shared';

/**
 * The locale for Intl date and number formatting in a language. Apart from i18n.ts so that modules
 * formatting numbers also run outside Vite (the benchmarks import lesson-size.ts).
 */
export function intlLocale(language: Language): string {
  return language === 'ti' ? 'ti-ER' : 'en-US';
}

const decimalFormats = new Map<string, Intl.NumberFormat>();

/**
 * A number formatter for a language with exactly this many decimals, built once: building an Intl
 * formatter costs far more than using one, and lists format a number per row (issue 26: a course card's
 * price and rating on a slow phone).
 */
export function decimalFormat(language: Language, decimals: number): Intl.NumberFormat {
  const key = `${language} ${decimals}`;
  let format = decimalFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(language), {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    decimalFormats.set(key, format);
  }
  return format;
}
