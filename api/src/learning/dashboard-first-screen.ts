import {
  cardAction,
  cardStatus,
  dashboardStats,
  DASHBOARD_FILTERS,
  formatDuration,
  isDashboardComplete,
  progressOf,
  type DashboardCourse,
  type DashboardData,
} from '@academy/shared';
import { personName } from '../accounts/index.ts';
import { coursePicture } from '../catalogue/index.ts';
import type { Translate } from '../http/first-screen/copy.ts';
import type { FirstScreen } from '../http/first-screen/first-screen.ts';
import { BUTTON, escapeHtml as text } from '../http/first-screen/html.ts';
import { icon, type IconName } from '../http/first-screen/icons.ts';
import type { Principal } from '../http/route.ts';
import { dashboard, type LearningCtx } from './learning.service.ts';

/**
 * The first screen of a learner's /dashboard, drawn for them (the `viewer` cookie,
 * http/pwa-static.ts): the page as the app draws it (pwa/src/dashboard/dashboard-page.tsx,
 * dashboard-stats.tsx, dashboard-toolbar.tsx, dashboard-course-list.tsx, dashboard-course-card.tsx;
 * ui's PageHeader, StatTile, EmptyState), with the same classes and the same rules
 * (shared/src/learning/dashboard-rules.ts), down to the first row of their courses. On a phone its
 * first course picture is the page's largest paint, which otherwise waited for every script of the
 * app (3.4 s on Lighthouse's slow 4G, issue 26). Their GET /api/progress/dashboard answer travels
 * with it, marked as theirs, so that the app asks for nothing it was just sent.
 *
 * Below the courses the app adds the browse banner and the push card as before.
 */
export function dashboardFirstScreen(ctx: LearningCtx) {
  return async (
    pathname: string,
    t: Translate,
    _language: unknown,
    _query: unknown,
    viewer: Principal | null,
  ): Promise<FirstScreen | null> => {
    if (!viewer || !/^\/dashboard\/?$/.test(pathname)) return null;
    const [answer, name] = await Promise.all([
      dashboard(ctx, viewer.userId),
      personName(ctx.database.db, viewer.userId),
    ]);
    return {
      main: dashboardPage(answer, name || t('dashboard:learner'), t),
      data: { viewer: viewer.userId, dashboard: answer },
    };
  };
}

function dashboardPage(answer: DashboardData, name: string, t: Translate): string {
  const courses = answer.courses.map((course) => ({ ...course, progress: progressOf(course) }));
  return (
    '<div class="min-h-[60vh] bg-slate-50"><div class="mx-auto max-w-6xl space-y-8 px-4 py-8 lg:py-12">' +
    '<header class="space-y-2"><div class="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">' +
    `<div class="min-w-0"><h1 class="text-2xl font-bold break-words text-slate-900 sm:text-3xl"><span>${text(t('dashboard:welcome', { name }))}</span></h1>` +
    `<p class="mt-1 text-slate-600">${text(t('dashboard:subtitle'))}</p></div></div></header>` +
    stats(courses, t) +
    '<section class="space-y-6"><div class="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">' +
    `<h2 class="text-xl font-semibold text-slate-900">${text(t('dashboard:my_courses'))}</h2>` +
    toolbar(t) +
    '</div>' +
    courseList(courses, t) +
    '</section></div></div>'
  );
}

/** The four tiles: total, completed, in progress, average progress. */
function stats(courses: DashboardCourse[], t: Translate): string {
  const figures = dashboardStats(courses);
  const tile = (name: IconName, tone: string, label: string, value: string) =>
    '<div class="flex items-center gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">' +
    `<span class="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-xl ${tone}">${icon(name, 'h-6 w-6')}</span>` +
    `<div class="min-w-0"><p class="text-sm font-medium text-slate-600">${text(t(label))}</p>` +
    `<p class="text-3xl font-bold text-slate-900 tabular-nums">${text(value)}</p></div></div>`;
  return (
    '<div class="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">' +
    tile('bookOpen', 'bg-accent-50 text-accent-700', 'dashboard:stats.total', `${figures.total}`) +
    tile(
      'checkCircle',
      'bg-green-50 text-green-700',
      'dashboard:stats.completed',
      `${figures.completed}`,
    ) +
    tile(
      'clock',
      'bg-amber-50 text-amber-800',
      'dashboard:stats.in_progress',
      `${figures.inProgress}`,
    ) +
    tile(
      'trendingUp',
      'bg-purple-50 text-purple-700',
      'dashboard:stats.average',
      `${figures.averageProgress}%`,
    ) +
    '</div>'
  );
}

/** The search box and the filter, empty and on "All" as the page opens. */
function toolbar(t: Translate): string {
  const filters = DASHBOARD_FILTERS.map(
    (value) =>
      `<button type="button" class="min-h-9 rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap transition ${
        value === 'all' ? 'bg-accent-600 text-white shadow-sm' : 'text-slate-700 hover:bg-slate-100'
      }">${text(t(`dashboard:filter.${value}`))}</button>`,
  ).join('');
  return (
    '<div class="flex flex-col gap-3 sm:flex-row sm:items-center"><label class="relative block">' +
    `<span class="sr-only">${text(t('dashboard:search.label'))}</span>` +
    icon(
      'search',
      'pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-500',
    ) +
    `<input type="search" placeholder="${text(t('dashboard:search.placeholder'))}" class="min-h-11 w-full rounded-lg border border-slate-300 bg-white py-2 pr-9 pl-9 text-sm outline-none focus:border-accent-600 focus:ring-2 focus:ring-accent-100 sm:w-64"></label>` +
    `<div class="grid grid-cols-3 rounded-lg border border-slate-300 bg-white p-1">${filters}</div></div>`
  );
}

/**
 * The cards drawn: a desktop's first row; a phone shows the first under the toolbar. The app adds the
 * rest of the first page (six) when it takes over.
 */
const DRAWN_CARDS = 3;

/** The first cards of the first page, or the empty state of a learner who has bought none. */
function courseList(courses: DashboardCourse[], t: Translate): string {
  if (courses.length === 0) {
    return (
      '<div class="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-4 py-14 text-center">' +
      icon('compass', 'h-10 w-10 text-slate-500') +
      `<p class="text-lg font-semibold text-slate-900">${text(t('dashboard:empty.title'))}</p>` +
      `<p class="max-w-md text-sm text-slate-600">${text(t('dashboard:empty.body'))}</p>` +
      `<div class="mt-2"><a href="/courses" class="${BUTTON} bg-accent-600 text-white shadow-sm hover:bg-accent-700 min-h-11 px-4 text-sm">${text(t('dashboard:empty.cta'))}</a></div></div>`
    );
  }
  const cards = courses.slice(0, DRAWN_CARDS).map((course, index) => card(course, index === 0, t));
  return `<div class="space-y-6"><div class="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">${cards.join('')}</div></div>`;
}

/**
 * A course's card. The first card's picture loads at once (the app's cards load theirs lazily, and
 * on a phone it is the first screen's largest paint); the certificate actions of a finished course
 * follow with the app, below the card's buttons.
 */
function card(course: DashboardCourse, first: boolean, t: Translate): string {
  const progress = Math.round(course.progress);
  const action = cardAction(course);
  const id = encodeURIComponent(course._id);
  const watchPath = course.nextVideoId
    ? `/course/${id}/watch/${encodeURIComponent(course.nextVideoId)}`
    : `/my-course/${id}`;
  const fill = isDashboardComplete(course) ? 'bg-green-600' : 'bg-accent-600';
  return (
    '<article class="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">' +
    `<a href="/my-course/${text(id)}" tabindex="-1">${coursePicture(course.thumbnail, t, { eager: first })}</a>` +
    '<div class="flex flex-1 flex-col p-4">' +
    `<h3 class="line-clamp-2 font-semibold text-slate-900">${text(course.title)}</h3>` +
    '<div class="mt-3"><div class="flex justify-between gap-2 text-xs text-slate-600">' +
    `<span>${text(t('dashboard:card.lessons', { done: course.completedLessons, total: course.totalLessons }))}</span>` +
    `<span class="inline-flex items-center gap-1">${icon('clock', 'h-3.5 w-3.5')}<span class="sr-only">${text(t('dashboard:card.duration'))}</span>${text(formatDuration(course.duration))}</span>` +
    `<span class="font-semibold text-slate-800">${progress}%</span></div>` +
    '<span class="block overflow-hidden rounded-full h-2 bg-slate-100 mt-1">' +
    `<span class="block h-full rounded-full transition-all ${fill}" style="width:${progress}%"></span></span></div>` +
    `<p class="mt-3 text-sm text-slate-600">${text(t(`dashboard:card.status_${cardStatus(course)}`))}</p>` +
    '<div class="mt-auto flex flex-wrap items-center justify-between gap-2 pt-4">' +
    `<a href="${text(watchPath)}" class="${BUTTON} bg-accent-600 text-white shadow-sm hover:bg-accent-700 min-h-9 px-3 text-sm">` +
    `${icon(action === 'review' ? 'rotateCcw' : 'playCircle', 'h-4 w-4')}${text(t(`dashboard:card.${action}`))}</a>` +
    `<a href="/my-course/${text(id)}" class="text-sm font-semibold text-accent-700 hover:underline">${text(t('dashboard:card.details'))}</a>` +
    '</div></div></article>'
  );
}
