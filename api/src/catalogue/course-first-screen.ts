import {
  formatDuration,
  formatPrice,
  isFree,
  originalPrice,
  savingAmount,
  type CourseDetail,
  type Language,
} from '@academy/shared';
import type { AppContext } from '../context.ts';
import type { Translate } from '../http/first-screen/copy.ts';
import type { FirstScreen } from '../http/first-screen/first-screen.ts';
import { BUTTON, escapeHtml as text } from '../http/first-screen/html.ts';
import { icon } from '../http/first-screen/icons.ts';
import { getCourse } from './course.service.ts';
import { coursePageIdOf } from './course-page-path.ts';
import { categoryLabel, coursePicture, levelLabel, ratingSummary } from './first-screen-parts.ts';

/**
 * The first screen of /course/{id or slug}: the course hero as the app draws it for a visitor
 * (pwa/src/catalogue/course-detail-hero.tsx, course-price-card.tsx, courses/course-hero-heading.tsx,
 * course-thumbnail.tsx, ratings' CourseRatingSummary), from the public answer of GET /api/courses/{id},
 * which travels with it for the app's `useCourse` to start from. Active courses only, as a visitor
 * sees them: any other course, or none, draws nothing.
 */
export function courseFirstScreen(ctx: AppContext) {
  return async (
    pathname: string,
    t: Translate,
    language: Language,
  ): Promise<FirstScreen | null> => {
    const idOrSlug = coursePageIdOf(pathname);
    if (idOrSlug === null) return null;
    // Public: the answer a visitor gets (never a learner's purchase marks, never an admin's fields).
    const course = (await getCourse(ctx, idOrSlug, null).catch(() => null)) as CourseDetail | null;
    if (!course || course.status !== 'active') return null;
    return { main: courseHero(course, t, language), data: { course: { id: idOrSlug, course } } };
  };
}

const badge = (tone: 'blue' | 'yellow', words: string) =>
  `<span class="inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${
    tone === 'blue'
      ? 'bg-blue-100 text-blue-800 ring-blue-600/20'
      : 'bg-yellow-100 text-yellow-800 ring-yellow-600/30'
  } ">${text(words)}</span>`;

function priceCard(course: CourseDetail, t: Translate): string {
  const free = isFree(course.price);
  const includes = [
    'lifetime',
    'certificate',
    'updates',
    ...(course.hasWhatsappGroup ? ['group'] : []),
  ];
  const price = free
    ? `<p class="text-3xl font-bold text-green-700">${text(t('catalogue:card.free'))}</p>` +
      `<p class="mt-1 text-sm text-slate-600">${text(t('catalogue:detail.priceCard.freeNote'))}</p>`
    : '<p class="flex flex-wrap items-baseline gap-x-3 gap-y-1">' +
      `<span class="text-3xl font-bold text-slate-900">${text(formatPrice(course.price))}</span>` +
      `<span class="sr-only">${text(t('catalogue:detail.priceCard.was', { price: formatPrice(originalPrice(course.price)) }))}</span>` +
      `<s class="text-lg text-slate-500">${text(formatPrice(originalPrice(course.price)))}</s></p>` +
      '<p class="mt-1 inline-block rounded-full bg-red-50 px-2.5 py-0.5 text-sm font-semibold text-red-700">' +
      `${text(t('catalogue:detail.priceCard.save', { amount: formatPrice(savingAmount(course.price)) }))}</p>`;
  return (
    '<div class="space-y-5 p-5">' +
    `<div><p class="sr-only">${text(t('catalogue:detail.priceCard.label'))}</p>${price}</div>` +
    '<div class="space-y-3"><div class="space-y-2">' +
    `<button type="button" class="${BUTTON} bg-accent-600 text-white shadow-sm hover:bg-accent-700 min-h-11 px-4 text-sm w-full min-h-12">` +
    icon('shoppingCart', 'h-5 w-5') +
    `${text(t(free ? 'checkout:button.enrollFree' : 'checkout:button.enroll'))}</button></div>` +
    '<p class="text-center text-sm text-slate-600">' +
    `${text(t('catalogue:detail.priceCard.signInPrompt'))} ` +
    '<a href="/login" class="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline">' +
    `${icon('logIn', 'h-3.5 w-3.5')}${text(t('catalogue:detail.priceCard.signIn'))}</a></p>` +
    (free
      ? ''
      : `<p class="text-center text-xs text-slate-500">${text(t('catalogue:detail.priceCard.final'))}</p>`) +
    '</div>' +
    '<div class="border-t border-slate-100 pt-4">' +
    `<p class="text-sm font-semibold text-slate-900">${text(t('catalogue:detail.priceCard.includes'))}</p>` +
    '<ul class="mt-2 space-y-1.5 text-sm text-slate-700">' +
    includes
      .map(
        (key) =>
          `<li class="flex items-center gap-2">${icon('checkCircle', 'h-4 w-4 text-green-600')}${text(t(`catalogue:detail.priceCard.${key}`))}</li>`,
      )
      .join('') +
    '</ul></div></div>'
  );
}

function courseHero(course: CourseDetail, t: Translate, language: Language): string {
  const facts = [
    ['users', t('catalogue:card.students', { count: course.totalEnrollments })],
    ['playCircle', t('catalogue:card.lessons', { count: course.videoCount })],
    ['clock', formatDuration(course.totalDuration)],
    ['globe', t(`catalogue:detail.languages.${course.language}`)],
  ] as const;
  return (
    '<div class="bg-slate-50 pb-16">' +
    '<section class="bg-gradient-to-br from-slate-900 via-brand-900 to-brand-800 text-white">' +
    '<div class="mx-auto grid max-w-7xl gap-8 px-4 py-8 sm:px-6 lg:grid-cols-[1fr_22rem] lg:py-12">' +
    '<div class="min-w-0">' +
    '<a href="/courses" class="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-100 hover:text-white">' +
    `${icon('arrowLeft', 'h-4 w-4')}${text(t('catalogue:detail.back'))}</a>` +
    '<div class="mt-4"><div class="flex flex-wrap items-center gap-2">' +
    badge('blue', categoryLabel(t, course.category)) +
    badge('yellow', levelLabel(t, course.level)) +
    '</div>' +
    `<h1 class="mt-3 text-2xl leading-tight font-bold break-words sm:text-4xl">${text(course.title)}</h1>` +
    `<p class="mt-3 max-w-3xl leading-relaxed text-slate-200 line-clamp-4">${text(course.description)}</p></div>` +
    '<p class="mt-4 flex items-center gap-2 text-sm text-slate-200">' +
    `${icon('userRound', 'h-4 w-4')}${text(t('catalogue:detail.by', { name: course.instructor }))}</p>` +
    ratingSummary(course.rating, t, language, 'dark', 'mt-3') +
    '<ul class="flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-200 mt-4">' +
    facts
      .map(
        ([name, words]) =>
          `<li class="flex items-center gap-1.5">${icon(name, 'h-4 w-4')}${text(words)}</li>`,
      )
      .join('') +
    '</ul></div>' +
    '<div class="lg:row-span-2"><div class="overflow-hidden rounded-2xl bg-white text-slate-900 shadow-xl">' +
    coursePicture(course.thumbnailURL, t, { eager: true }) +
    priceCard(course, t) +
    '</div></div></div></section></div>'
  );
}
