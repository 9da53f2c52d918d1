import { createBrowserRouter, type RouteObject } from 'react-router';
import { PublicLayout } from '../shell/public-layout.tsx';
import { PageSpinner } from '../shell/page-spinner.tsx';
import { RouteErrorPage } from '../shell/route-error-page.tsx';
import { lazyPage as page } from '../shell/lazy-page.ts';
import { PAGE_HANDS_OVER } from '../shell/first-screen.tsx';
import { adminRoute, patchAdminPages } from '../admin/admin-routes.tsx';
import { loadShaka } from '../media/shaka-loader.ts';
import { registerDownloadsPage } from '../downloads/offline-code.ts';

/**
 * The route table (spec 000 §2, 001 §2). Capabilities add their routes here; a route is registered only
 * once its screen exists.
 */
export const publicRoutes: RouteObject[] = [
  {
    index: true,
    lazy: page('install', ['home', 'catalogue'], () => import('../home/home-page.tsx')),
  },
  {
    path: 'about',
    lazy: page('install', ['about', 'catalogue'], () => import('../info/about-page.tsx')),
  },
  {
    path: 'contact',
    lazy: page('online', ['contact'], () => import('../contact/contact-page.tsx')),
  },
  {
    path: 'help-center',
    lazy: page('install', ['help'], () => import('../info/help-center-page.tsx')),
  },
  { path: 'help', lazy: page('install', ['help'], () => import('../info/help-center-page.tsx')) },
  {
    path: 'terms-of-service',
    lazy: page('install', ['terms'], () =>
      import('../info/legal-pages.ts').then((m) => ({ default: m.TermsPage })),
    ),
  },
  {
    path: 'privacy-policy',
    lazy: page('install', ['privacy'], () =>
      import('../info/legal-pages.ts').then((m) => ({ default: m.PrivacyPage })),
    ),
  },
  { path: 'login', lazy: page('online', ['accounts'], () => import('../accounts/login-page.tsx')) },
  {
    path: 'register',
    lazy: page('online', ['accounts'], () => import('../accounts/register-page.tsx')),
  },
  {
    path: 'verify-email',
    lazy: page('online', ['accounts'], () => import('../accounts/verify-email-page.tsx')),
  },
  {
    path: 'resend-verification',
    lazy: page('online', ['accounts'], () => import('../accounts/resend-verification-page.tsx')),
  },
  {
    path: 'reset-password',
    lazy: page('online', ['accounts'], () => import('../accounts/reset-password-page.tsx')),
  },
  {
    path: 'profile',
    lazy: page(
      'online',
      ['accounts', 'push', 'watch'],
      () => import('../accounts/profile-page.tsx'),
    ),
  },
  {
    path: 'profile/purchases',
    lazy: page('install', ['purchases'], () => import('../purchases/purchases-page.tsx')),
  },
  {
    path: 'dashboard',
    lazy: page(
      'install',
      ['dashboard', 'push', 'catalogue', 'certificates'],
      () => import('../dashboard/dashboard-page.tsx'),
    ),
  },
  {
    path: 'courses',
    lazy: page('install', ['catalogue'], () => import('../catalogue/catalogue-page.tsx')),
  },
  {
    path: 'course/:id',
    // With the in-page player's copy: the free preview plays on the course page.
    lazy: page(
      'install',
      ['catalogue', 'checkout', 'ratings', 'watch'],
      () => import('../catalogue/course-detail-page.tsx'),
    ),
  },
  {
    path: 'course/:id/checkout',
    lazy: page('online', ['checkout'], () => import('../checkout/checkout-start-page.tsx')),
  },
  {
    path: 'checkout/success',
    lazy: page('online', ['checkout'], () => import('../checkout/checkout-success-page.tsx')),
  },
  {
    path: 'checkout/cancel',
    lazy: page('online', ['checkout'], () => import('../checkout/checkout-cancel-page.tsx')),
  },
  {
    path: 'checkout/failure',
    lazy: page('online', ['checkout'], () => import('../checkout/checkout-failure-page.tsx')),
  },
  {
    path: 'course/:id/watch/:videoId',
    // Shaka (172 KB) downloads beside the watch page's modules instead of after them: on a cold
    // 400 kbit/s link that is seconds sooner to the first frame (docs/benchmarks.md, Learner player).
    lazy: page(
      'first-use',
      ['watch', 'downloads', 'protection', 'ratings', 'certificates', 'learning'],
      () => {
        void loadShaka().catch(() => undefined);
        return import('../learning/watch/watch-page.tsx');
      },
    ),
    // A drawn free preview gives way once the player shows its poster (lesson-player.tsx).
    handle: PAGE_HANDS_OVER,
  },
  {
    path: 'my-course/:id',
    lazy: page(
      'install',
      ['learning', 'catalogue', 'ratings'],
      () => import('../learning/my-course-page.tsx'),
    ),
  },
  {
    path: 'certificates',
    lazy: page('install', ['certificates'], () => import('../certificates/certificates-page.tsx')),
  },
  {
    path: 'downloads',
    lazy: page('first-use', ['downloads'], () => import('../downloads/downloads-page.tsx')),
  },
  {
    path: 'verify',
    lazy: page('online', ['certificates'], () => import('../certificates/verify-page.tsx')),
  },
  {
    path: 'verify/:certificateId',
    lazy: page('online', ['certificates'], () => import('../certificates/verify-page.tsx')),
  },
  {
    path: 'certificate-preview/:certificateId',
    lazy: page(
      'online',
      ['certificates'],
      () => import('../certificates/certificate-preview-page.tsx'),
    ),
  },
  {
    path: 'group-link-expired',
    lazy: page(
      'install',
      ['certificates', 'learning'],
      () => import('../certificates/group-link-expired-page.tsx'),
    ),
  },
  { path: '*', lazy: page('install', [], () => import('../shell/not-found-page.tsx')) },
];

/** Routes outside the public shell (Google callback, admin area) are added beside it. */
export const standaloneRoutes: RouteObject[] = [
  adminRoute,
  {
    path: '/auth/google-callback',
    lazy: page('online', ['accounts'], () => import('../accounts/google-callback-page.tsx')),
  },
  {
    path: '/complete-google-registration',
    lazy: page(
      'online',
      ['accounts'],
      () => import('../accounts/complete-google-registration-page.tsx'),
    ),
  },
];

// The download runner loads the Downloads page while online, to be cached for offline use.
registerDownloadsPage(() => import('../downloads/downloads-page.tsx'));

/**
 * The app's router. Made by main.tsx in a task of its own, not as this module loads: matching the
 * first address against every route was 30 ms of the 100 ms task that evaluates the app's modules on
 * this machine, a task four times as long on a slow phone (issue 26).
 */
export const createAppRouter = () =>
  createBrowserRouter(
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
