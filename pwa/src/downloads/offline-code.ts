/**
 * How to load the Downloads page's code. The download runner loads it while online so that the service
 * worker caches it for use with no connection; but the page loads the runner (through
 * lazy-downloads.ts), so the runner may not import the page back. The composition root
 * (app/routes.tsx), which holds the route, registers the loader here.
 */
let loadPage: () => Promise<unknown> = () => Promise.resolve();

export function registerDownloadsPage(load: () => Promise<unknown>): void {
  loadPage = load;
}

export function loadDownloadsPage(): Promise<unknown> {
  return loadPage();
}
