/**
 * Prices are US dollars with a `$` prefix (spec 000 §3, §9). Whole amounts show no cents ($59), others
 * always two ($29.90). The course page's price card shows a struck-through "was" price of 1.5 times the
 * price and a saving of 50 % of the price, rounded to whole dollars (spec 000 §2 Course detail).
 */

export function isFree(price: number | null | undefined): boolean {
  return !price || !Number.isFinite(price) || price <= 0;
}

/**
 * "$29.99", "$59", "$1,250"; "$0" for free (callers show their own "Free" word instead). Written out
 * rather than through Intl: building a number formatter took a slow phone longer than the rest of the
 * course cards' render (issue 26), and a dollar amount needs no locale data.
 */
export function formatPrice(price: number | null | undefined): string {
  const value = typeof price === 'number' && Number.isFinite(price) && price > 0 ? price : 0;
  const cents = Math.round(value * 100);
  const dollars = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  const rest = cents % 100;
  return rest === 0 ? `$${dollars}` : `$${dollars}.${String(rest).padStart(2, '0')}`;
}

/** The struck-through price: 1.5 times the price, to the cent. */
export function originalPrice(price: number): number {
  return Math.round(price * 150) / 100;
}

/** What the learner "saves": 50 % of the price, rounded to whole dollars. */
export function savingAmount(price: number): number {
  return Math.round(price * 0.5);
}
