import { createBrowserRouter, type RouteObject } from 'react-router';
import { PublicLayout } from '../shell/public-layout.tsx';
import { PageSpinner } from '../shell/page-spinner.tsx';
import { RouteErrorPage } from '../shell/route-error-page.tsx';
import { lazyPage as page } from '../shell/lazy-page.ts';
import { PAGE_HANDS_OVER } from '../shell/first-screen.tsx';
import { adminRoute, patchAdminPages } from '../admin/admin-routes.tsx';
import { loadShaka } from '../media/shaka-loader.ts';
import { preloadNamespaces } from '../i18n/i18n.ts';
import { registerDownloadsPage } from '../downloads/offline-code.ts';

/**
 * A page's code with its copy, loaded side by side: the route renders once both are in. A page that
 * first rendered while its copy was still loading suspended: the layout showed its spinner, and React
 * then held the page back until 300 ms after the spinner had appeared (it throttles what a Suspense
 * boundary reveals, so that a page does not pop in piece by piece). On the dashboard on Lighthouse's
 * slow phone, that was the spinner in place of the courses for some 300 ms of real time (issue 26).
 */
async function withCopy<T>(namespaces: string[], load: () => Promise<T>): Promise<T> {
  const [page] = await Promise.all([load(), preloadNamespaces(namespaces)]);
  return page;
}

/**
 * The route table (spec 000 §2, 001 §2). Capabilities add their routes here; a route is registered only
 * once its screen exists.
 */
export const publicRoutes: RouteObject[] = [
  { index: true, lazy: page('install', () => import('../home/home-page.tsx')) },
  { path: 'about', lazy: page('install', () => import('../info/about-page.tsx')) },
  { path: 'contact', lazy: page('online', () => import('../contact/contact-page.tsx')) },
  { path: 'help-center', lazy: page('install', () => import('../info/help-center-page.tsx')) },
  { path: 'help', lazy: page('install', () => import('../info/help-center-page.tsx')) },
  {
    path: 'terms-of-service',
    lazy: page('install', () =>
      import('../info/legal-pages.ts').then((m) => ({ default: m.TermsPage })),
    ),
  },
  {
    path: 'privacy-policy',
    lazy: page('install', () =>
      import('../info/legal-pages.ts').then((m) => ({ default: m.PrivacyPage })),
    ),
  },
  { path: 'login', lazy: page('online', () => import('../accounts/login-page.tsx')) },
  { path: 'register', lazy: page('online', () => import('../accounts/register-page.tsx')) },
  { path: 'verify-email', lazy: page('online', () => import('../accounts/verify-email-page.tsx')) },
  {
    path: 'resend-verification',
    lazy: page('online', () => import('../accounts/resend-verification-page.tsx')),
  },
  {
    path: 'reset-password',
    lazy: page('online', () => import('../accounts/reset-password-page.tsx')),
  },
  { path: 'profile', lazy: page('online', () => import('../accounts/profile-page.tsx')) },
  {
    path: 'profile/purchases',
    lazy: page('install', () => import('../purchases/purchases-page.tsx')),
  },
  {
    path: 'dashboard',
    lazy: page('install', () =>
      withCopy(
        ['dashboard', 'push', 'catalogue', 'certificates'],
        () => import('../dashboard/dashboard-page.tsx'),
      ),
    ),
  },
  { path: 'courses', lazy: page('install', () => import('../catalogue/catalogue-page.tsx')) },
  {
    path: 'course/:id',
    lazy: page('install', () => {
      // The reviews' copy and the in-page player's, beside the page's code.
      void preloadNamespaces(['ratings', 'watch']);
      return import('../catalogue/course-detail-page.tsx');
    }),
  },
  {
    path: 'course/:id/checkout',
    lazy: page('online', () => import('../checkout/checkout-start-page.tsx')),
  },
  {
    path: 'checkout/success',
    lazy: page('online', () => import('../checkout/checkout-success-page.tsx')),
  },
  {
    path: 'checkout/cancel',
    lazy: page('online', () => import('../checkout/checkout-cancel-page.tsx')),
  },
  {
    path: 'checkout/failure',
    lazy: page('online', () => import('../checkout/checkout-failure-page.tsx')),
  },
  {
    path: 'course/:id/watch/:videoId',
    // Shaka (172 KB) downloads beside the watch page's modules instead of after them: on a cold
    // 400 kbit/s link that is seconds sooner to the first frame (docs/benchmarks.md, Learner player).
    lazy: page('first-use', () => {
      void loadShaka().catch(() => undefined);
      return withCopy(
        ['watch', 'downloads', 'protection', 'ratings', 'certificates', 'learning'],
        () => import('../learning/watch/watch-page.tsx'),
      );
    }),
    // A drawn free preview gives way once the player shows its poster (lesson-player.tsx).
    handle: PAGE_HANDS_OVER,
  },
  { path: 'my-course/:id', lazy: page('install', () => import('../learning/my-course-page.tsx')) },
  {
    path: 'certificates',
    lazy: page('install', () => import('../certificates/certificates-page.tsx')),
  },
  { path: 'downloads', lazy: page('first-use', () => import('../downloads/downloads-page.tsx')) },
  { path: 'verify', lazy: page('online', () => import('../certificates/verify-page.tsx')) },
  {
    path: 'verify/:certificateId',
    lazy: page('online', () => import('../certificates/verify-page.tsx')),
  },
  {
    path: 'certificate-preview/:certificateId',
    lazy: page('online', () => import('../certificates/certificate-preview-page.tsx')),
  },
  {
    path: 'group-link-expired',
    lazy: page('install', () => import('../certificates/group-link-expired-page.tsx')),
  },
  { path: '*', lazy: page('install', () => import('../shell/not-found-page.tsx')) },
];

/** Routes outside the public shell (Google callback, admin area) are added beside it. */
export const standaloneRoutes: RouteObject[] = [
  adminRoute,
  {
    path: '/auth/google-callback',
    lazy: page('online', () => import('../accounts/google-callback-page.tsx')),
  },
  {
    path: '/complete-google-registration',
    lazy: page('online', () => import('../accounts/complete-google-registration-page.tsx')),
  },
];

// The download runner loads the Downloads page while online, to be cached for offline use.
registerDownloadsPage(() => import('../downloads/downloads-page.tsx'));

export const router = createBrowserRouter(
  [
    {
      path: '/',
      element: <PublicLayout />,
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: <PageSpinner />,
      children: publicRoutes,
    },
    ...standaloneRoutes,
  ],
  { patchRoutesOnNavigation: ({ path, patch }) => patchAdminPages(path, patch) },
);
