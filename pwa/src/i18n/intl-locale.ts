import type { Language } from '@academy/shared';

/**
 * The locale for Intl date and number formatting in a language. Apart from i18n.ts so that modules
 * formatting numbers also run outside Vite (the benchmarks import lesson-size.ts).
 */
export function intlLocale(language: Language): string {
  return language === 'ti' ? 'ti-ER' : 'en-US';
}

/** What the screens need of a number formatter. */
export interface DecimalFormat {
  format: (value: number) => string;
}

const decimalFormats = new Map<string, DecimalFormat>();

/**
 * Rounded as Intl rounds: from the number's shortest decimal form, halves away from zero (0.15 to one
 * decimal is 0.2 there, while `toFixed` rounds the binary value just under 0.15 to 0.1).
 */
function roundHalfUp(value: number, decimals: number): number {
  const written = String(value);
  if (written.includes('e')) return value; // under 1e-6: no halves left to round
  return Number(`${Math.round(Number(`${written}e${decimals}`))}e-${decimals}`);
}

/**
 * Both languages write numbers alike: Latin digits, "." before the decimals, "," between thousands
 * (CLDR's en-US and ti-ER; intl-locale.test.ts holds this formatter to Intl's for both).
 */
function plainDecimal(language: Language, decimals: number): DecimalFormat {
  let intl: Intl.NumberFormat | null = null;
  return {
    format: (value) => {
      // Beyond what toFixed writes out (1e21 and more, infinities, NaN): Intl, built only then.
      if (!(Math.abs(value) < 1e21)) {
        intl ??= new Intl.NumberFormat(intlLocale(language), {
          minimumFractionDigits: decimals,
          maximumFractionDigits: decimals,
        });
        return intl.format(value);
      }
      const fixed = roundHalfUp(Math.abs(value), decimals).toFixed(decimals);
      const [whole = '', fraction] = fixed.split('.');
      const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
      // Intl writes "-0.0" for a negative that rounds to zero, as toFixed does.
      const sign = value < 0 || Object.is(value, -0) ? '-' : '';
      return `${sign}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
    },
  };
}

/**
 * A number formatter for a language with exactly this many decimals, built once. Not Intl's: the first
 * `Intl.NumberFormat` a page builds loads the locale's number data, 30–45 ms of one task on this
 * machine's processor (×4 on Lighthouse's phone): 30 % of the watch page's longest task, where the data
 * saver's choice shows each rendition's size (issue 26).
 */
export function decimalFormat(language: Language, decimals: number): DecimalFormat {
  const key = `${language} ${decimals}`;
  let format = decimalFormats.get(key);
  if (!format) {
    format = plainDecimal(language, decimals);
    decimalFormats.set(key, format);
  }
  return format;
}
