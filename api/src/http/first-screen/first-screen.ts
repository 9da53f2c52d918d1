import {
  APP_SCRIPTS_ID,
  DEFAULT_LANGUAGE,
  FIRST_SCREEN_DATA_ID,
  FIRST_SCREEN_END,
  FIRST_SCREEN_ID,
  FIRST_SCREEN_START,
  HIDDEN_ROOT,
  ROOT,
  SIGNED_IN_COOKIE,
  VIEWER_COOKIE,
  normaliseLanguage,
  type Language,
} from '@academy/shared';
import type { Principal } from '../route.ts';
import type { Translate } from './copy.ts';
import { BUTTON, escapeHtml, inertJson } from './html.ts';
import { icon } from './icons.ts';

/**
 * What a page draws of itself in the first screen: the inside of `<main>` as HTML, and the public
 * data it was drawn from, for the app to start with (the same answer the page's queries would fetch).
 */
export interface FirstScreen {
  main: string;
  data: Record<string, unknown>;
}

/**
 * A page's drawing: null for an address it does not draw (the plain shell is sent). `query` is the
 * address's own, for a page whose content it changes (the catalogue's filters). `viewer` is the
 * signed-in learner it is drawn for, or null for a visitor.
 */
export type DrawPage = (
  pathname: string,
  t: Translate,
  language: Language,
  query: URLSearchParams,
  viewer: Principal | null,
) => Promise<FirstScreen | null>;

/** Several pages' drawings as one: the first that draws the path answers. */
export function drawPages(...pages: DrawPage[]): DrawPage {
  return async (pathname, t, language, query, viewer) => {
    for (const draw of pages) {
      const screen = await draw(pathname, t, language, query, viewer);
      if (screen) return screen;
    }
    return null;
  };
}

/** The cookie the app mirrors its language choice into (pwa/src/i18n/i18n.ts). */
export const LANGUAGE_COOKIE = 'lang';

/** The reader's language from the request's cookie; Tigrinya, the default, without one. */
export function languageOf(cookieHeader: string | undefined): Language {
  const match = /(?:^|;\s*)lang=([^;]*)/.exec(cookieHeader ?? '');
  return normaliseLanguage(match?.[1]) ?? DEFAULT_LANGUAGE;
}

/**
 * Whether the app says a learner is signed in here (its `signed_in` cookie). Such a reader gets the
 * plain shell: every drawing is the visitor's picture of the page (sign-in buttons, an enrol button,
 * locked lessons), wrong for them until the app replaced it. Trusted for nothing else.
 */
export function signedInOf(cookieHeader: string | undefined): boolean {
  return new RegExp(`(?:^|;\\s*)${SIGNED_IN_COOKIE}=1(?:;|$)`).test(cookieHeader ?? '');
}

/** A session token as the app mirrors it (a JWT: letters, digits and `-_.`), or null. */
export function viewerTokenOf(cookieHeader: string | undefined): string | null {
  const match = new RegExp(`(?:^|;\\s*)${VIEWER_COOKIE}=([A-Za-z0-9_.-]{1,4096})(?:;|$)`).exec(
    cookieHeader ?? '',
  );
  return match?.[1] ?? null;
}

/** The links of the app's bar (pwa/src/shell/nav-links.ts), the current page's marked. */
const NAV_LINKS = [
  { to: '/', key: 'nav.home', end: true },
  { to: '/courses', key: 'nav.courses', end: false },
  { to: '/about', key: 'nav.about', end: false },
  { to: '/contact', key: 'nav.contact', end: false },
] as const;

/**
 * The public layout's bar as the app draws it (pwa/src/shell/navbar.tsx, app-logo.tsx,
 * main-nav-links.tsx, language-menu.tsx, accounts/account-nav.tsx), with the same classes: sign-in
 * buttons for a visitor, the user menu's place for a signed-in learner.
 */
function navbar(
  t: Translate,
  language: Language,
  appName: string,
  pathname: string,
  signedIn: boolean,
): string {
  const links = NAV_LINKS.map(({ to, key, end }) => {
    const active = end ? pathname === to : pathname === to || pathname.startsWith(`${to}/`);
    const look = active
      ? 'bg-brand-50 text-brand-700'
      : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900';
    return `<li><a href="${to}" class="rounded-lg px-3 py-2 text-[0.9375rem] font-medium transition-colors ${look}"${active ? ' aria-current="page"' : ''}>${escapeHtml(t(key))}</a></li>`;
  }).join('');
  return (
    '<header class="fixed inset-x-0 top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur transition-transform duration-300 supports-[backdrop-filter]:bg-white/85 translate-y-0">' +
    `<nav class="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-3 sm:px-6">` +
    '<a href="/" class="min-w-0 rounded-lg py-1"><span class="flex min-w-0 items-center gap-2">' +
    '<svg viewBox="0 0 512 512" class="h-8 w-8 shrink-0" aria-hidden="true"><rect width="512" height="512" rx="112" fill="#1d4ed8"></rect><path d="M176 152v208l176-104z" fill="#fff"></path></svg>' +
    `<span class="truncate text-base font-bold tracking-tight sm:text-lg text-slate-900">${escapeHtml(appName)}</span></span></a>` +
    `<ul class="hidden items-center gap-1 lg:flex">${links}</ul>` +
    '<div class="flex shrink-0 items-center gap-1"><div class="relative">' +
    '<button type="button" class="group flex min-h-10 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium text-slate-700 hover:bg-slate-100">' +
    icon('globe', 'h-4 w-4 shrink-0') +
    `<span class="sr-only">${escapeHtml(t('language.label'))}: </span>` +
    `<span lang="${language}">${escapeHtml(t(`language.${language}`))}</span>` +
    icon(
      'chevronDown',
      'hidden h-4 w-4 shrink-0 transition-transform group-aria-expanded:rotate-180 sm:block',
    ) +
    '</button></div>' +
    '<div class="hidden lg:block">' +
    (signedIn
      ? // The user menu's place while its code loads (accounts/account-nav.tsx): the learner's photo
        // or initial follows with the app.
        '<div class="h-10 w-10 rounded-full bg-slate-100"></div>'
      : '<div class="flex items-center gap-2">' +
        `<a href="/login" class="${BUTTON} text-accent-700 hover:bg-accent-50 min-h-9 px-3 text-sm">${escapeHtml(t('nav.login'))}</a>` +
        `<a href="/register" class="${BUTTON} bg-accent-600 text-white shadow-sm hover:bg-accent-700 min-h-9 px-3 text-sm">${escapeHtml(t('nav.register'))}</a>` +
        '</div>') +
    '</div>' +
    '<button type="button" class="flex h-11 w-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 lg:hidden">' +
    icon('menu', 'h-6 w-6') +
    '</button></div></nav></header>'
  );
}

/**
 * The first screen: the public layout (pwa/src/shell/public-layout.tsx: the bar, and `<main>` padded
 * by its height) around the page's drawing. Inert and hidden from screen readers: it is a picture of
 * the page until the app's page replaces it (pwa/src/shell/first-screen.tsx), not a page of
 * plain links that would reload the app when tapped a moment too early.
 */
export function drawFirstScreen(
  screen: FirstScreen,
  t: Translate,
  language: Language,
  appName: string,
  pathname: string,
  signedIn: boolean,
): string {
  return (
    FIRST_SCREEN_START +
    `<div id="${FIRST_SCREEN_ID}" inert aria-hidden="true"><div class="flex min-h-dvh flex-col">` +
    navbar(t, language, appName, pathname, signedIn) +
    `<main class="min-h-dvh flex-1 pt-16 outline-none">${screen.main}</main></div></div>` +
    `<script type="application/json" id="${FIRST_SCREEN_DATA_ID}">${inertJson({ path: pathname, ...screen.data })}</script>` +
    FIRST_SCREEN_END
  );
}

/**
 * The app's scripts in the shell: its entry module and the modules preloaded beside it (Vite's, and
 * the page's own from route-preloads.ts).
 */
const APP_SCRIPTS = /<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g;
/** Starts the scripts that wait in the drawing (pwa/public, served as it is). */
export const APP_START_SCRIPT = '/first-screen-start.js';

/**
 * The shell with its language and, when there is one, the drawn first screen before the app's root.
 *
 * On a drawn page the app's scripts wait in the drawing until the page has loaded: on a slow link
 * they would otherwise share it with the picture and fonts the visitor is looking at (about 140 KB
 * compressed against a course picture of some tens of KB), and the drawn page would be complete only
 * when they were. The app is needed only for a tap, which the inert drawing cannot take anyway.
 */
export function shellWith(html: string, language: Language, drawn: string | null): string {
  const withLanguage = html.replace(/<html lang="[^"]*"/, () => `<html lang="${language}"`);
  if (!drawn) return withLanguage;
  const scripts: string[] = [];
  const withoutScripts = withLanguage.replace(APP_SCRIPTS, (tag) => {
    scripts.push(tag);
    return '';
  });
  const waiting =
    `<template id="${APP_SCRIPTS_ID}">${scripts.join('')}</template>` +
    `<script src="${APP_START_SCRIPT}" defer></script>`;
  const drawnAndWaiting = drawn.replace(FIRST_SCREEN_END, () => waiting + FIRST_SCREEN_END);
  return withoutScripts.replace(ROOT, () => `${drawnAndWaiting}${HIDDEN_ROOT}`);
}
