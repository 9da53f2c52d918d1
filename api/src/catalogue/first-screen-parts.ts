import { COURSE_CATEGORIES, type CourseRating, type Language } from '@academy/shared';
import type { Translate } from '../http/first-screen/copy.ts';
import { escapeHtml as text } from '../http/first-screen/html.ts';
import { icon } from '../http/first-screen/icons.ts';

/**
 * What the course page's and the catalogue's drawn first screens have in common, drawn as the app's
 * shared parts draw them (pwa/src/courses/course-labels.ts, course-thumbnail.tsx, ratings'
 * CourseRatingSummary), with the same classes.
 */

export const categoryLabel = (t: Translate, category: string) =>
  (COURSE_CATEGORIES as readonly string[]).includes(category)
    ? t(`catalogue:category.${category}`)
    : category.charAt(0).toUpperCase() + category.slice(1);

export const levelLabel = (t: Translate, level: string) =>
  ['beginner', 'intermediate', 'advanced'].includes(level) ? t(`catalogue:level.${level}`) : level;

/** A course's stars and average, or "no ratings yet"; `dark` on the course page's dark hero. */
export function ratingSummary(
  rating: CourseRating | undefined,
  t: Translate,
  language: Language,
  tone: 'light' | 'dark',
  className: string,
): string {
  const muted = tone === 'dark' ? 'text-slate-200' : 'text-slate-600';
  if (!rating || rating.average === null || rating.count === 0) {
    return `<p class="text-xs ${muted} ${className}">${text(t('catalogue:rating.none'))}</p>`;
  }
  const average = new Intl.NumberFormat(language === 'ti' ? 'ti-ER' : 'en-US', {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(rating.average);
  const stars = (extra: string) =>
    [1, 2, 3, 4, 5].map(() => icon('star', `h-4 w-4${extra}`, true)).join('');
  const filled = `${Math.max(0, Math.min(5, rating.average)) * 20}%`;
  return (
    `<p class="flex items-center gap-1.5 text-sm ${className}">` +
    '<span aria-hidden="true" class="relative inline-flex shrink-0">' +
    `<span class="flex text-slate-300">${stars('')}</span>` +
    `<span class="absolute inset-y-0 left-0 flex overflow-hidden text-amber-500" style="width:${filled}">${stars(' shrink-0')}</span></span>` +
    `<span class="font-semibold ${tone === 'dark' ? 'text-white' : 'text-slate-900'}">${text(average)}</span>` +
    `<span class="${muted}">(${rating.count})</span></p>`
  );
}

/**
 * A course's picture in its 16:9 frame, or the placeholder the app shows without one; `eager` above
 * the fold (the course page: its largest paint), lazily in a card. `overlay` goes on top (a price).
 */
export function coursePicture(
  src: string | null,
  t: Translate,
  { eager, overlay = '' }: { eager: boolean; overlay?: string },
): string {
  const picture = src
    ? `<img src="${text(src)}" alt="" loading="${eager ? 'eager' : 'lazy'}"${eager ? ' fetchpriority="high"' : ''} decoding="async" class="h-full w-full object-cover">`
    : '<div class="flex h-full w-full items-center justify-center text-slate-400">' +
      `${icon('image', 'h-10 w-10')}<span class="sr-only">${text(t('catalogue:card.noImage'))}</span></div>`;
  return `<div class="relative aspect-video overflow-hidden bg-gradient-to-br from-slate-100 to-slate-200 ">${picture}${overlay}</div>`;
}
