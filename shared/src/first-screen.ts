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
/** The app's container while a drawn screen stands in for it. */
export const HIDDEN_ROOT = '<div id="root" hidden>';
export const ROOT = '<div id="root">';

/** The shell as it was before the server drew a first screen into it (the service worker's copy). */
export function withoutFirstScreen(html: string): string {
  const start = html.indexOf(FIRST_SCREEN_START);
  const end = html.indexOf(FIRST_SCREEN_END);
  if (start < 0 || end < start) return html;
  return (html.slice(0, start) + html.slice(end + FIRST_SCREEN_END.length)).replace(
    HIDDEN_ROOT,
    ROOT,
  );
}
