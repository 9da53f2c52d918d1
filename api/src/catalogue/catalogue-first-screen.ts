import {
  LIMITS,
  catalogueQuerySchema,
  formatDuration,
  formatPrice,
  isFree,
  type CourseListData,
  type CourseSummary,
  type Language,
} from '@academy/shared';
import type { AppContext } from '../context.ts';
import type { Translate } from '../http/first-screen/copy.ts';
import type { FirstScreen } from '../http/first-screen/first-screen.ts';
import { BUTTON, escapeHtml as text } from '../http/first-screen/html.ts';
import { icon, type IconName } from '../http/first-screen/icons.ts';
import { listCatalogue } from './catalogue.service.ts';
import { categoryLabel, coursePicture, levelLabel, ratingSummary } from './first-screen-parts.ts';

/** The cards drawn: a desktop's first row; a phone shows the first under the toolbar. */
const DRAWN_CARDS = 3;
const TAGS_SHOWN = 3;
/** The app's sort choices, in its order (pwa/src/courses/catalogue-params.ts: CATALOGUE_SORTS). */
const SORTS = ['newest', 'popular', 'rating'] as const;
/** Any of these in the address is a filtered list, which the app draws by itself. */
const FILTER_PARAMS = Object.keys(catalogueQuerySchema.in.shape);

/**
 * The first screen of /courses as a visitor opens it, unfiltered: the banner with the search box, the
 * toolbar and the first cards, as the app draws them (pwa/src/catalogue/catalogue-page.tsx,
 * ui/section-banner.tsx, catalogue-search-box.tsx, catalogue-toolbar.tsx, course-card.tsx), from the
 * public answer of GET /api/courses for the app's default filters, which travels with it for the
 * app's `useCatalogue` to start from. The pager and the other cards come with the app, below.
 */
export function catalogueFirstScreen(ctx: AppContext) {
  return async (
    pathname: string,
    t: Translate,
    language: Language,
    query: URLSearchParams,
  ): Promise<FirstScreen | null> => {
    if (pathname !== '/courses' && pathname !== '/courses/') return null;
    if (FILTER_PARAMS.some((name) => query.has(name))) return null;
    // The app's first page: newest first, its default page size (CATALOGUE_DEFAULTS).
    const defaults = catalogueQuerySchema.parse({
      page: '1',
      limit: String(LIMITS.cataloguePageSizeDefault),
    });
    const list = (await listCatalogue(ctx, defaults, null)) as CourseListData<CourseSummary>;
    if (list.courses.length === 0) return null;
    return { main: cataloguePage(list, t, language), data: { catalogue: list } };
  };
}

function cataloguePage(list: CourseListData<CourseSummary>, t: Translate, language: Language) {
  const sorts = SORTS.map(
    (sort) => `<option value="${sort}">${text(t(`catalogue:sort.${sort}`))}</option>`,
  ).join('');
  const count = t('catalogue:showing', {
    shown: list.courses.length,
    total: list.pagination.total,
  });
  return (
    '<div class="bg-slate-50">' +
    '<header class="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-600 text-white">' +
    '<div class="mx-auto px-4 py-12 sm:px-6 sm:py-16 max-w-7xl ">' +
    `<h1 class="text-3xl font-bold sm:text-4xl">${text(t('catalogue:title'))}</h1>` +
    `<p class="mt-3 max-w-2xl text-lg text-brand-100 ">${text(t('catalogue:subtitle'))}</p>` +
    '<form role="search" class="max-w-2xl mt-6">' +
    `<label class="sr-only">${text(t('catalogue:search.label'))}</label><div class="relative">` +
    icon(
      'search',
      'pointer-events-none absolute top-1/2 left-3.5 h-5 w-5 -translate-y-1/2 text-slate-400',
    ) +
    `<input type="search" placeholder="${text(t('catalogue:search.placeholder'))}" maxlength="100" autocomplete="off" enterkeyhint="search" class="block min-h-12 w-full rounded-xl border-0 bg-white py-3 pr-12 pl-11 text-base text-slate-900 shadow-lg placeholder:text-slate-400 focus:ring-4 focus:ring-brand-300 focus:outline-none [&amp;::-webkit-search-cancel-button]:hidden" value="">` +
    '</div></form></div></header>' +
    '<div class="mx-auto max-w-7xl space-y-5 px-4 py-6 sm:px-6 lg:py-8">' +
    '<div class="flex flex-wrap items-center justify-between gap-3"><div class="flex flex-wrap items-center gap-3">' +
    `<button type="button" class="${BUTTON} bg-white text-slate-700 shadow-sm ring-1 ring-slate-300 ring-inset hover:bg-slate-50 min-h-11 px-4 text-sm  ">` +
    `${icon('slidersHorizontal', 'h-4 w-4')}${text(t('catalogue:filters.show'))}</button>` +
    '<div class="inline-flex items-center gap-2 text-sm text-slate-700 ">' +
    `<label class="font-medium">${text(t('catalogue:sort.label'))}</label>` +
    `<select class="min-h-11 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900 shadow-sm">${sorts}</select></div></div>` +
    `<p class="w-full text-sm text-slate-600 sm:w-auto">${text(count)}</p></div>` +
    `<section><ul class="grid grid-cols-1 gap-5 transition-opacity sm:grid-cols-2 lg:grid-cols-3 ">` +
    list.courses
      .slice(0, DRAWN_CARDS)
      .map((course) => `<li>${courseCard(course, t, language)}</li>`)
      .join('') +
    '</ul></section></div></div>'
  );
}

function courseCard(course: CourseSummary, t: Translate, language: Language): string {
  const free = isFree(course.price);
  const price =
    `<span class="absolute top-2 right-2 rounded-full px-2.5 py-1 text-sm font-bold shadow ${free ? 'bg-green-700 text-white' : 'bg-white/95 text-slate-900'}">` +
    `${text(free ? t('catalogue:card.free') : formatPrice(course.price))}</span>`;
  const fact = (name: IconName, label: string, value: string) =>
    '<div class="flex min-w-0 items-center gap-1.5"><dt class="shrink-0">' +
    `${icon(name, 'h-3.5 w-3.5 text-slate-400')}<span class="sr-only">${text(t(`catalogue:card.${label}`))}</span></dt>` +
    `<dd class="flex min-w-0">${value}</dd></div>`;
  const extraTags = course.tags.length - TAGS_SHOWN;
  const tags =
    course.tags.length === 0
      ? ''
      : '<ul class="mt-3 flex flex-wrap gap-1.5">' +
        course.tags
          .slice(0, TAGS_SHOWN)
          .map(
            (tag) =>
              `<li class="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">${text(tag)}</li>`,
          )
          .join('') +
        (extraTags > 0
          ? `<li class="rounded-full px-1 py-0.5 text-xs font-medium text-slate-500">${text(t('catalogue:card.moreTags', { count: extraTags }))}</li>`
          : '') +
        '</ul>';
  return (
    '<article class="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md focus-within:ring-2 focus-within:ring-brand-500">' +
    coursePicture(course.thumbnailSmallURL ?? course.thumbnailURL, t, {
      eager: false,
      overlay: price,
    }) +
    '<div class="flex flex-1 flex-col p-4">' +
    '<p class="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs font-semibold text-brand-700">' +
    `<span>${text(categoryLabel(t, course.category))}</span><span aria-hidden="true" class="text-slate-300">•</span>` +
    `<span class="text-slate-500">${text(levelLabel(t, course.level))}</span></p>` +
    '<h3 class="mt-1.5 line-clamp-2 text-base leading-snug font-semibold text-slate-900">' +
    `<a href="/course/${text(course._id)}" class="after:absolute after:inset-0 after:content-[&#39;&#39;] focus:outline-none">${text(course.title)}</a></h3>` +
    ratingSummary(course.rating, t, language, 'light', 'mt-1.5 min-h-5') +
    `<p class="mt-1.5 line-clamp-2 text-sm leading-relaxed text-slate-600">${text(course.description)}</p>` +
    `<p class="mt-1 truncate font-mono text-xs text-slate-600">${text(t('catalogue:card.id', { id: course._id }))}</p>` +
    '<dl class="mt-3 grid grid-cols-2 gap-x-3 gap-y-1.5 text-xs text-slate-600">' +
    fact('clock', 'duration', text(formatDuration(course.totalDuration))) +
    fact(
      'playCircle',
      'lessonsLabel',
      text(t('catalogue:card.lessons', { count: course.videoCount })),
    ) +
    fact(
      'users',
      'studentsLabel',
      text(t('catalogue:card.students', { count: course.totalEnrollments })),
    ) +
    fact('userRound', 'instructor', `<span class="truncate">${text(course.instructor)}</span>`) +
    '</dl>' +
    tags +
    '<p class="mt-auto flex items-center gap-1 pt-4 text-sm font-semibold text-brand-700 group-hover:underline">' +
    `${icon('bookOpen', 'h-4 w-4')}${text(t('catalogue:card.view'))}</p>` +
    '</div></article>'
  );
}
