import './zod-config.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { currentViewer, mirrorSignedIn } from './session/auth-storage.ts';
import { App } from './app/app.tsx';
import { createAppRouter } from './app/routes.tsx';
import { createQueryClient } from './api/query-client.ts';
import { keepQueryCacheSaved, restoreQueryCache } from './api/query-persistence.ts';
import { initI18n } from './i18n/i18n.ts';
import './styles/index.css';
import { declareWebFonts } from './styles/web-fonts.ts';
import { firstScreenData } from './shell/first-screen.tsx';
import { seedFromFirstScreen } from './courses/index.ts';
import { seedLessonsFromFirstScreen } from './learning/watch/first-screen-lessons.ts';
import { askDashboardEarly } from './learning/progress-queries.ts';

/**
 * Starts the app. Not a top-level await: WebKit's module loader (WebKitGTK 2.50, and Safari's as far as
 * public sources show) runs a module that has one in a loop that ends only once the module has
 * finished, and stops running it once its page has left the frame. A reload while the entry waited
 * here (up to 3 s for the saved cache in WebKitGTK) left that loop spinning for good: the tab's process
 * froze, and the reloaded page never ran. docs/browsers.md, "The frozen watch page in WebKitGTK".
 */
async function start(): Promise<void> {
  mirrorSignedIn();
  const queryClient = createQueryClient();
  const drawn = firstScreenData(currentViewer().userId);
  // Before the copy and the saved data are awaited: the link would stand idle meanwhile.
  askDashboardEarly(queryClient, location.pathname, currentViewer().token, drawn);
  // The copy must be ready before the first paint, or the page would flash untranslated keys; the data
  // saved in an earlier visit too, so the app opens offline with it (IndexedDB refused: start empty).
  const ready = Promise.all([
    initI18n(),
    restoreQueryCache(queryClient, currentViewer()).catch(() => undefined),
  ]);
  // The router in a task of its own: the app's first task (its libraries' and its own modules'
  // evaluation) is long enough without it.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const router = createAppRouter();
  await ready;
  // After the saved cache: the answers the server just drew the page with are the newest.
  seedFromFirstScreen(queryClient, drawn, currentViewer().token);
  seedLessonsFromFirstScreen(queryClient, drawn, currentViewer().token);
  keepQueryCacheSaved(queryClient, currentViewer);

  // A transition, so that React renders the first screen in slices of a few milliseconds, yielding to
  // the browser between them, instead of in one task that blocks the page (Lighthouse's total blocking
  // time on a slow phone, issue 26).
  const root = createRoot(document.getElementById('root')!);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App queryClient={queryClient} router={router} />
      </StrictMode>,
    );
  });
  declareWebFonts();
}

void start();
