/**
 * The first screen the server draws for a shared link (api/src/http/first-screen/): the page's top as
 * plain HTML in `#first-screen`, beside the app's `#root` (hidden until the app's page has rendered)
 * and the page's public data as inert JSON in `#first-screen-data`. Between the two markers, so that
 * the service worker can keep the page as its offline shell without one course's drawing in it.
 */
export const FIRST_SCREEN_ID = 'first-screen';
export const FIRST_SCREEN_DATA_ID = 'first-screen-data';
export const FIRST_SCREEN_START = '<!--first-screen-->';
export const FIRST_SCREEN_END = '<!--/first-screen-->';
/**
 * The cookie the app keeps while a learner is signed in (pwa/src/session/auth-storage.ts), on every
 * page. A hint, not a credential: with it the server never sends the visitor's drawing, which would
 * show a signed-in learner the sign-in buttons, the enrol button of a course they own and locks on
 * their lessons; it sends their own drawing (VIEWER_COOKIE) or the plain shell.
 */
export const SIGNED_IN_COOKIE = 'signed_in';
/**
 * The cookie the app mirrors a learner's session token into for the pages the server draws for a
 * signed-in learner (their dashboard, a lesson they bought): sent only with those paths' requests,
 * never to `/api` or the assets. The server reads it to draw those pages and for nothing else: the API
 * takes a session only from the `Authorization` header, so a request another site makes the browser
 * send with this cookie can do nothing in the learner's name.
 */
export const VIEWER_COOKIE = 'viewer';
export const VIEWER_COOKIE_PATHS = ['/dashboard', '/course'] as const;

/** The app's container while a drawn screen stands in for it. */
export const HIDDEN_ROOT = '<div id="root" hidden>';
export const ROOT = '<div id="root">';
/**
 * Where the app's own scripts wait on a drawn page (`<template>` content is never fetched or run),
 * until pwa/public/first-screen-start.js starts them once the drawn page has loaded.
 */
export const APP_SCRIPTS_ID = 'app-scripts';
const WAITING_SCRIPTS = new RegExp(`<template id="${APP_SCRIPTS_ID}">([\\s\\S]*?)</template>`);

/**
 * The shell without the drawing (the service worker's offline copy, which must suit every page): the
 * app's scripts, which waited in the drawing, are put back where it was, to start at once.
 */
export function withoutFirstScreen(html: string): string {
  const start = html.indexOf(FIRST_SCREEN_START);
  const end = html.indexOf(FIRST_SCREEN_END);
  if (start < 0 || end < start) return html;
  const scripts = WAITING_SCRIPTS.exec(html.slice(start, end))?.[1] ?? '';
  return (html.slice(0, start) + scripts + html.slice(end + FIRST_SCREEN_END.length)).replace(
    HIDDEN_ROOT,
    ROOT,
  );
}
