import {
  formatDuration,
  type CourseDetail,
  type CourseVideoItem,
  type CourseVideosData,
} from '@academy/shared';
import { getCourse } from '../catalogue/index.ts';
import type { Translate } from '../http/first-screen/copy.ts';
import type { FirstScreen } from '../http/first-screen/first-screen.ts';
import type { Principal } from '../http/route.ts';
import { escapeHtml as text } from '../http/first-screen/html.ts';
import { icon } from '../http/first-screen/icons.ts';
import type { AppContext } from '../context.ts';
import { getCourseVideos } from './video.service.ts';

const WATCH_PATH = /^\/course\/([^/]+)\/watch\/([^/]+)\/?$/;

/**
 * The two ids of /course/{id}/watch/{videoId}, with or without a closing slash as
 * http/route-preloads.ts matches it; null for another address or a broken escape.
 */
function watchIdsOf(pathname: string): { courseId: string; videoId: string } | null {
  const match = WATCH_PATH.exec(pathname);
  if (!match) return null;
  try {
    return { courseId: decodeURIComponent(match[1]!), videoId: decodeURIComponent(match[2]!) };
  } catch {
    return null;
  }
}

/**
 * The first screen of a lesson, /course/{id}/watch/{videoId}: the watch page as the app draws it
 * (pwa/src/learning/watch/watch-view.tsx, lesson-player.tsx, lesson-details.tsx, watch-playlist.tsx,
 * playlist-item.tsx; media's VideoPlayer and DataSaverChoice; protection's notice), with the same
 * classes, around the lesson's poster: the page's largest paint, seconds before the player's 300 KB of
 * scripts could draw it on a slow link (issue 26). The page's answers of
 * GET /api/videos/course/{id}/version/1 and GET /api/courses/{id} travel with it, so the player asks
 * for the lesson's playlists without first asking for its links.
 *
 * For a visitor (`viewer` null), a free preview, from the visitor's answers. For a signed-in learner,
 * a lesson they may play (one they bought, or a free preview), from their own answers: their lessons
 * unlocked, their progress in the list, the data marked with their id so that the app takes it only
 * for the same learner. A lesson the reader may not play draws nothing: the app sends them on.
 */
export function lessonFirstScreen(ctx: AppContext) {
  return async (
    pathname: string,
    t: Translate,
    _language: unknown,
    _query: unknown,
    viewer: Principal | null,
  ): Promise<FirstScreen | null> => {
    const ids = watchIdsOf(pathname);
    if (!ids) return null;
    // The reader's own answers: the visitor's, or the learner's, never an admin's fields.
    const [lessons, course] = await Promise.all([
      getCourseVideos(ctx, ids.courseId, viewer).catch(() => null),
      getCourse(ctx, ids.courseId, viewer).catch(() => null) as Promise<CourseDetail | null>,
    ]);
    if (!lessons || !course || course.status !== 'active') return null;
    const lesson = lessons.videos.find((v) => v._id === ids.videoId);
    if (!lesson || lesson.isLocked || !lesson.videoUrl) return null;
    return {
      main: watchPage(ids.courseId, course.title, lessons, lesson, t),
      data: {
        ...(viewer ? { viewer: viewer.userId } : {}),
        course: { id: ids.courseId, course },
        lessons: { id: ids.courseId, answer: lessons satisfies CourseVideosData },
      },
    };
  };
}

function watchPage(
  courseId: string,
  courseTitle: string,
  answer: CourseVideosData,
  lesson: CourseVideoItem,
  t: Translate,
): string {
  const lessons = answer.videos;
  const number = lessons.indexOf(lesson) + 1;
  // Where the app's back link goes: the learner's own course page once they own it.
  const back = `${answer.userHasPurchased ? '/my-course' : '/course'}/${encodeURIComponent(courseId)}`;
  return (
    '<div class="bg-slate-50 pb-10">' +
    '<div class="mx-auto flex max-w-7xl flex-wrap items-center gap-3 px-3 pt-3 md:px-6">' +
    `<a href="${text(back)}" class="inline-flex min-h-10 min-w-0 flex-1 items-center gap-1.5 text-sm font-semibold text-slate-700 hover:text-red-700">` +
    `${icon('arrowLeft', 'h-4 w-4 shrink-0')}<span class="max-w-[50vw] truncate">${text(courseTitle || t('watch:back'))}</span></a>` +
    '<div class="ml-auto flex items-center gap-2">' +
    '<button type="button" class="inline-flex min-h-10 items-center gap-2 rounded-lg bg-white px-3 text-sm font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-100">' +
    // The playlist is open beside the player from 768 px, a closed drawer below (use-playlist-panel.ts).
    `${icon('listVideo', 'h-4 w-4')}<span class="md:hidden">${text(t('watch:playlist.open'))}</span>` +
    `<span class="hidden md:block">${text(t('watch:playlist.close'))}</span></button></div></div>` +
    '<div class="mx-auto mt-3 grid max-w-7xl gap-5 px-0 md:px-6 md:grid-cols-[minmax(0,1fr)_20rem]">' +
    '<div class="min-w-0 space-y-3">' +
    player(lesson) +
    '<div class="space-y-3 px-3 md:px-0">' +
    '<div class="space-y-3 rounded-xl bg-white p-3 ring-1 ring-slate-200">' +
    dataSaverChoice(lesson, t) +
    '</div>' +
    '<p class="mt-2 flex items-start gap-2 text-xs text-gray-600">' +
    `${icon('fingerprint', 'mt-0.5 h-4 w-4 shrink-0')}${text(t('protection:notice'))}</p>` +
    lessonDetails(lesson, number, lessons.length, t) +
    '</div></div>' +
    '<aside class="hidden h-[calc(100vh-8rem)] md:sticky md:top-4 md:block">' +
    playlist(lessons, lesson, t) +
    '</aside></div></div>'
  );
}

/** The player box while the lesson loads: its poster under the loading spinner. */
function player(lesson: CourseVideoItem): string {
  const poster = lesson.posterUrl
    ? `<img src="${text(lesson.posterUrl)}" alt="" fetchpriority="high" decoding="async" class="h-full w-full object-contain">`
    : '';
  return (
    '<div class="group relative aspect-video w-full overflow-hidden bg-black rounded-xl">' +
    poster +
    '<div class="absolute inset-0 z-10 flex items-center justify-center">' +
    `${icon('loader', 'h-12 w-12 animate-spin text-white/80')}</div></div>`
  );
}

/**
 * The data saver's three choices, Off chosen (a visitor's default). Each size depends on the phone's
 * link, so it follows with the app; its line keeps its place (a label of two lines on a phone is then
 * as tall as the app's). Audio only says "No sound" for a lesson without it, as the app does.
 */
function dataSaverChoice(lesson: CourseVideoItem, t: Translate): string {
  const sized = lesson.sizes.length > 0;
  const silent = sized && !lesson.sizes.some((size) => size.height === null);
  const option = (mode: 'off' | 'smallest' | 'audio') => {
    const disabled = mode === 'audio' && silent;
    const look =
      mode === 'off'
        ? 'bg-red-50 text-red-900 ring-red-300'
        : 'bg-white text-slate-800 ring-slate-300 hover:bg-slate-50';
    const under = disabled
      ? `<span class="text-xs text-slate-600">${text(t('watch:dataSaver.noAudio'))}</span>`
      : sized
        ? '<span class="text-xs text-slate-600 tabular-nums">&nbsp;</span>'
        : '';
    return (
      `<span class="flex min-h-14 flex-col justify-center rounded-lg px-2 py-1.5 text-center ring-1 ${look}${disabled ? ' opacity-60' : ''}">` +
      `<span class="text-sm leading-tight font-semibold">${text(t(`watch:dataSaver.${mode}`))}</span>${under}</span>`
    );
  };
  return (
    `<div><p class="text-sm font-semibold text-slate-900">${text(t('watch:dataSaver.title'))}</p>` +
    `<div class="mt-2 grid grid-cols-3 gap-2">${option('off')}${option('smallest')}${option('audio')}</div></div>`
  );
}

function lessonDetails(lesson: CourseVideoItem, number: number, total: number, t: Translate) {
  return (
    '<section class="space-y-3"><div class="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">' +
    `<p class="text-sm text-slate-500">${text(t('watch:lessonOf', { number, total }))} · ` +
    `<span class="tabular-nums">${text(formatDuration(lesson.duration))}</span></p>` +
    `<h1 class="mt-1 text-lg font-bold break-words text-slate-900 sm:text-2xl">${text(lesson.title)}</h1>` +
    (lesson.description
      ? `<p class="mt-2 text-sm break-words whitespace-pre-line text-slate-700">${text(lesson.description)}</p>`
      : '') +
    '</div></section>'
  );
}

/**
 * "Course Content" beside the player on a wide screen, with the reader's progress (a learner's; a
 * visitor has none).
 */
function playlist(lessons: CourseVideoItem[], current: CourseVideoItem, t: Translate): string {
  const item = (lesson: CourseVideoItem, index: number) => {
    const isCurrent = lesson === current;
    const mark = lesson.isLocked
      ? icon('lock', 'h-4 w-4 text-slate-400')
      : lesson.completed
        ? icon('checkCircle', 'h-4 w-4 text-green-600')
        : isCurrent
          ? icon('playCircle', 'h-4 w-4 text-red-700')
          : '';
    const percent = Math.round(lesson.progress);
    return (
      `<li><span class="flex w-full items-start gap-3 rounded-lg p-2 text-left ${
        isCurrent ? 'bg-red-50 ring-1 ring-red-200' : 'hover:bg-slate-50'
      } ${lesson.isLocked ? 'cursor-not-allowed opacity-70' : ''}">` +
      `<span class="flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-xs font-semibold tabular-nums ${
        isCurrent ? 'bg-red-700 text-white' : 'bg-slate-100 text-slate-700'
      }">${index + 1}</span>` +
      '<span class="min-w-0 flex-1"><span class="flex items-center gap-1.5">' +
      `${mark}<span class="min-w-0 flex-1 truncate text-sm font-medium text-slate-900">${text(lesson.title)}</span></span>` +
      '<span class="mt-0.5 flex items-center gap-2 text-xs text-slate-600">' +
      `<span class="tabular-nums">${text(formatDuration(lesson.duration))}</span>` +
      (lesson.isFreePreview && !lesson.isLocked
        ? `<span class="rounded-full bg-green-100 px-2 py-0.5 font-semibold text-green-800">${text(t('watch:playlist.free'))}</span>`
        : '') +
      '</span>' +
      (percent > 0
        ? '<span class="block overflow-hidden rounded-full h-1 bg-slate-200 mt-1.5">' +
          `<span class="block h-full rounded-full transition-all ${lesson.completed ? 'bg-green-600' : 'bg-red-600'}" style="width:${percent}%"></span></span>`
        : '') +
      '</span></span></li>'
    );
  };
  return (
    '<section class="flex h-full flex-col bg-white md:rounded-2xl md:shadow-sm md:ring-1 md:ring-slate-200">' +
    '<header class="border-b border-slate-100 p-4"><div class="flex items-center justify-between gap-2">' +
    `<h2 class="flex items-center gap-2 font-bold text-slate-900">${icon('listVideo', 'h-5 w-5')}${text(t('watch:playlist.title'))}</h2>` +
    '</div>' +
    // The course's size in megabytes follows with the app (it depends on the phone's link): its line
    // keeps its place.
    '<span class="mt-1 block text-sm text-slate-600">&nbsp;</span></header>' +
    `<ol class="min-h-0 flex-1 space-y-0.5 overflow-y-auto p-2">${lessons.map(item).join('')}</ol></section>`
  );
}
