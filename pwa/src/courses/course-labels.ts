import type { TFunction } from 'i18next';
import { formatPrice, isFree } from '@academy/shared';
import { isStockCategory } from './catalogue-constants.ts';

/**
 * Names of categories, levels and prices in the interface language. A category outside the stock
 * seven (kept from older data, spec 000 §3) shows as written, with a capital first letter.
 */
export function categoryLabel(t: TFunction, category: string): string {
  if (isStockCategory(category)) return t(`catalogue:category.${category}`);
  return category.charAt(0).toUpperCase() + category.slice(1);
}

export function levelLabel(t: TFunction, level: string): string {
  return ['beginner', 'intermediate', 'advanced'].includes(level)
    ? t(`catalogue:level.${level}`)
    : level;
}

/** "$29.99", or the word Free for a free course. */
export function priceLabel(t: TFunction, price: number): string {
  return isFree(price) ? t('catalogue:card.free') : formatPrice(price);
}
