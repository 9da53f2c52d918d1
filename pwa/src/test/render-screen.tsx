import { onlineManager, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { cleanup, render, screen, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { Suspense, type ComponentType } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, vi } from 'vitest';
import type { Language } from '@academy/shared';
import { storeSession } from '../session/auth-storage.ts';
import type { AccountUser } from '../accounts/accounts-api.ts';
import { saveAdminSession, type AdminProfile } from '../session/admin-session.ts';
import { createQueryClient } from '../api/query-client.ts';
import { initTestI18n } from '../i18n/test-i18n.ts';
import { OfflineBanner } from '../offline/offline-banner.tsx';
import { CookieConsentProvider } from '../telemetry/cookie-consent-context.tsx';
import { PageSpinner } from '../shell/page-spinner.tsx';
import { RouteErrorPage } from '../shell/route-error-page.tsx';
import { ToastProvider } from '../ui/toast.tsx';
import { stubApi, type ApiRoutes, type ApiStub } from './api-stub.ts';

/**
 * Renders one screen the way the app does (app/app.tsx, app/routes.tsx): the app's providers (a fresh
 * TanStack Query client per test, with retries off so an error shows at once; toasts; cookie
 * consent; the offline bar), a memory router at the given address with the route's real pattern (so `useParams` and
 * the search string are the real ones), and i18n in the language asked for with the real locale files.
 * The network is `fetch`, stubbed per method and path with API envelopes (api-stub.ts).
 *
 *   const screen = await renderScreen(CourseDetailPage, {
 *     route: '/course/:id', at: '/course/c1', language: 'ti',
 *     api: { 'GET /api/courses/:id': ok(course) },
 *     learner: LEARNER,                      // signed in, as logging in stores it
 *   });
 *   await screen.findByRole('heading', { name: course.title });
 *   await screen.user.click(screen.getByRole('link', { name: 'Enroll Now' }));
 *   expect(screen.location()).toBe('/course/c1/checkout');
 *
 * Queries come from Testing Library bound to the document (`screen.getByRole` …); `user` is a
 * user-event session; `field('Email')` finds a control by its label. A link followed to another address renders a placeholder there ("Left for
 * /path"); read the address with `location()`.
 *
 * States: `never` (loading), `fail(status, message)` (error envelope), `networkFailure` (fetch
 * rejects) from api-stub.ts, and `offline: true` or `goOffline()` below for `navigator.onLine ===
 * false` (TanStack Query then pauses queries, as in the app; `seed` gives it the saved copy).
 * Not rendered: the public shell's navbar and footer, and the service worker's update prompt.
 *
 * Cleanup after each test is automatic once this module is imported: the tree is unmounted, `fetch`
 * restored, the browser back online, and local and session storage emptied. A request no stub
 * answered fails the test.
 */
export interface ScreenOptions {
  /** The route pattern as routes.tsx declares it, from the root: '/course/:id', '/verify', '*'. */
  route: string;
  /** The address opened, query included: '/course/c1', '/verify-email?token=abc'. Default: `route`. */
  at?: string;
  /** Default 'en'. */
  language?: Language;
  /** The API answers; see api-stub.ts. Requests no entry answers fail the test. */
  api?: ApiRoutes;
  /** A signed-in learner: their session is stored as logging in stores it (token 'learner-token'). */
  learner?: AccountUser;
  /** A signed-in admin (token 'admin-token'). */
  admin?: AdminProfile;
  /** A layout route around the screen (one that renders `<Outlet />`), e.g. the admin area's. */
  layout?: ComponentType;
  /** Opens the screen with the browser offline (see `goOffline`). */
  offline?: boolean;
  /**
   * Fills the query cache before the first render, as the copy saved in an earlier visit is restored
   * (api/query-persistence.ts): `seed: (client) => client.setQueryData(key, data)`.
   */
  seed?: (client: QueryClient) => void;
}

export interface RenderedScreen extends RenderResult {
  user: UserEvent;
  api: ApiStub;
  queryClient: QueryClient;
  router: ReturnType<typeof createMemoryRouter>;
  /** The router's address now: pathname plus search. */
  location: () => string;
  /**
   * Replaces a field's text in one input event, as pasting does: much faster than `user.type` on a
   * big form (each keystroke re-renders it), for tests that are not about typing.
   */
  fill: (label: string, value: string) => Promise<void>;
}

/** A form control by its label's words; a required field's label ends with a star (ui/field.tsx). */
export function field(label: string): HTMLElement {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return screen.getByLabelText(new RegExp(`^${escaped}\\*?$`));
}

export const LEARNER_TOKEN = 'learner-token';
export const ADMIN_TOKEN = 'admin-token';

/** Where a link led, when it left the screen under test. */
function ElsewherePlaceholder() {
  const { pathname, search } = useLocation();
  return <p data-testid="elsewhere">Left for {pathname + search}</p>;
}

export async function renderScreen(
  Screen: ComponentType,
  options: ScreenOptions,
): Promise<RenderedScreen> {
  const language = options.language ?? 'en';
  await initTestI18n(language);
  // The API client sends the app's language (Accept-Language), which i18n.ts keeps on <html lang>.
  document.documentElement.lang = language;
  const api = stubApi(options.api);
  if (options.learner) storeSession(LEARNER_TOKEN, options.learner);
  if (options.admin) saveAdminSession(ADMIN_TOKEN, options.admin);

  const queryClient = createQueryClient();
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({
    queries: { ...defaults.queries, retry: false },
    mutations: { ...defaults.mutations, retry: false },
  });
  options.seed?.(queryClient);
  if (options.offline) goOffline();

  const screenRoute = { path: options.route, Component: Screen };
  const router = createMemoryRouter(
    [
      {
        errorElement: <RouteErrorPage />,
        ...(options.layout ? { Component: options.layout } : {}),
        children: [screenRoute],
      },
      ...(options.route === '*' ? [] : [{ path: '*', Component: ElsewherePlaceholder }]),
    ],
    { initialEntries: [options.at ?? options.route] },
  );
  const rendered = render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <CookieConsentProvider>
          <Suspense fallback={<PageSpinner />}>
            <RouterProvider router={router} />
          </Suspense>
          <OfflineBanner />
        </CookieConsentProvider>
      </ToastProvider>
    </QueryClientProvider>,
  );
  latestApi = api;
  const user = userEvent.setup({ delay: null });
  return {
    ...rendered,
    user,
    fill: async (label, value) => {
      const control = field(label);
      await user.clear(control);
      await user.click(control);
      await user.paste(value);
    },
    api,
    queryClient,
    router,
    location: () => router.state.location.pathname + router.state.location.search,
  };
}

let online = true;
Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });

/** The browser loses its connection: `navigator.onLine` false, the 'offline' event, Query paused. */
export function goOffline(): void {
  setOnline(false);
}

/** The connection returns ('online' event); paused queries and mutations go on. */
export function goOnline(): void {
  setOnline(true);
}

function setOnline(value: boolean): void {
  online = value;
  onlineManager.setOnline(value);
  window.dispatchEvent(new Event(value ? 'online' : 'offline'));
}

// The test DOM (happy-dom) has no layout, and its media queries answer for a 1024 px window. Screens
// are tested as on a phone that prefers reduced motion: every width query is false (the drawer
// playlist, the phone menu) and carousels hold still, whatever the DOM library would say.
window.matchMedia = (query: string) =>
  ({
    matches: query.includes('prefers-reduced-motion: reduce'),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }) as MediaQueryList;
Element.prototype.scrollIntoView ??= () => undefined;
window.scrollTo = () => undefined;

let latestApi: ApiStub | null = null;

afterEach(() => {
  cleanup();
  const unhandled = latestApi?.unhandled ?? [];
  latestApi = null;
  vi.unstubAllGlobals();
  if (!online) setOnline(true);
  localStorage.clear();
  sessionStorage.clear();
  // A screen may write the document's address itself (the legal pages' #section).
  window.history.replaceState(null, '', '/');
  if (unhandled.length > 0)
    throw new Error(`Requests no stub answered: ${[...new Set(unhandled)].join(', ')}`);
});
