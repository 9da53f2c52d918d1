import { useLayoutEffect } from 'react';
import { useMatches } from 'react-router';
import { FIRST_SCREEN_DATA_ID, FIRST_SCREEN_ID } from '@academy/shared/first-screen';

/**
 * The first screen the server drew for a shared link (api/src/http/first-screen/): the page's top in
 * plain HTML, painted before this app's scripts arrive, with the app's own container hidden beside it.
 * The app renders its spinners and fallbacks out of sight and takes the drawing's place in one frame
 * once the page itself has rendered: the drawn course never blinks out before the app's course is in.
 */

/**
 * The data the drawing was made from (the page's API answers), or null: no drawing (the service
 * worker's shell, a page the server does not draw), one made for another address, or one made for
 * another learner than the one signed in here (`userId`). A drawing for a signed-in learner carries
 * their id as `viewer` (their own answers); a visitor's carries none (public answers).
 */
export function firstScreenData(userId: string | null): Record<string, unknown> | null {
  const script = document.getElementById(FIRST_SCREEN_DATA_ID);
  if (!script?.textContent) return null;
  try {
    const data = JSON.parse(script.textContent) as Record<string, unknown> | null;
    if (!data || data.path !== window.location.pathname) return null;
    if (data.viewer !== undefined && (!userId || data.viewer !== userId)) return null;
    return data;
  } catch {
    return null;
  }
}

/**
 * Hides the drawing and shows the app in its place (in the same frame), and takes the drawing out of
 * the document once that frame is drawn; once only.
 *
 * Hidden first, removed after: taken out at once, from script, each of its few hundred boxes was
 * undone with the script's stack recorded for each when the page is traced, as Lighthouse traces it:
 * 80 ms (320 ms of blocking time at its 4x slowdown) for what takes 2 ms untraced, and the largest
 * task of the catalogue's load (issue 26). Hidden, its boxes go in the browser's own next layout, and
 * the removal then has none left to undo. Nothing changes for the reader.
 */
export function handOverFirstScreen(): void {
  const drawn = document.getElementById(FIRST_SCREEN_ID);
  if (!drawn || drawn.hidden) return;
  drawn.hidden = true;
  document.getElementById(FIRST_SCREEN_DATA_ID)?.remove();
  document.getElementById('root')?.removeAttribute('hidden');
  requestAnimationFrame(() => setTimeout(() => drawn.remove(), 0));
}

/**
 * Placed beside a page inside the Suspense boundary that holds it: it commits only together with the
 * page's own content (never with the boundary's fallback), and its layout effect runs in that commit,
 * before the browser paints it. With `afterMs`, that long after the commit instead.
 */
export function FirstScreenHandover({ afterMs }: { afterMs?: number }) {
  useLayoutEffect(() => {
    if (afterMs === undefined) return handOverFirstScreen();
    const timer = window.setTimeout(handOverFirstScreen, afterMs);
    return () => window.clearTimeout(timer);
  }, [afterMs]);
  return null;
}

/**
 * A route's `handle` when its page hands the drawing over itself, once what the drawing shows is in:
 * the watch page, when its player shows the poster the drawing showed (not its skeleton first).
 */
export const PAGE_HANDS_OVER = { firstScreen: 'page' } as const;

/**
 * How long the layout waits for such a page before it hands over anyway: a state that forgot to would
 * otherwise leave the visitor before an inert picture of the page for good.
 */
export const PAGE_HANDOVER_AT_MOST_MS = 8_000;

/** Whether the page on screen hands the drawing over itself (its route's handle says so). */
export function usePageHandsOver(): boolean {
  return useMatches().some(
    (match) => (match.handle as { firstScreen?: string } | undefined)?.firstScreen === 'page',
  );
}
