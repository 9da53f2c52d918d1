import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { CookieConsentBanner } from './cookie-consent-banner.tsx';
import { FloatingContactButton } from './floating-contact-button.tsx';
import { InstallInvitation } from '../install/index.ts';
import { PaymentMonitorGate } from '../checkout/index.ts';
import { FieldTelemetry } from '../telemetry/index.ts';
import {
  FirstScreenHandover,
  PAGE_HANDOVER_AT_MOST_MS,
  usePageHandsOver,
} from './first-screen.tsx';
import { Footer } from './footer.tsx';
import { Navbar } from './navbar.tsx';
import { PageSpinner } from './page-spinner.tsx';
import { ScrollManager } from './scroll-manager.tsx';
import { ScrollToTopButton } from './scroll-to-top-button.tsx';
import { useIdleOnce } from '../ui/use-idle-once.ts';

/**
 * The public and learner shell (spec 000 §2). Pages render inside <main>, which is already padded by
 * the fixed navbar's height (4 rem); a page that loads its own copy or data suspends only <main>, so
 * the bar and footer stay put. <main> is at least a screen tall, so that the footer starts below the
 * first screen: drawn in it while the page's code or data loads, it was pushed down when they arrived
 * (a 0.42 layout shift on the home page and the catalogue, Lighthouse mobile; npm run bench -- field).
 * The footer, never in the first screen, comes at the browser's first idle moment: its 80 elements
 * were about a fifth of a lesson page's first commit, the page's longest task on a slow phone (issue 26).
 */
export function PublicLayout() {
  const { t } = useTranslation('common');
  const pageHandsOver = usePageHandsOver();
  const footerShown = useIdleOnce();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-700 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('nav.skipToContent')}
      </a>
      <ScrollManager />
      <PaymentMonitorGate />
      <Navbar />
      <main id="main" tabIndex={-1} className="min-h-dvh flex-1 pt-16 outline-none">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
          {/* The server's drawing of this page gives way when the page itself is in (first-screen.tsx),
              or, on a page that hands it over itself, when that page says so. */}
          <FirstScreenHandover afterMs={pageHandsOver ? PAGE_HANDOVER_AT_MOST_MS : undefined} />
        </Suspense>
      </main>
      {footerShown && <Footer />}
      <ScrollToTopButton />
      <FloatingContactButton />
      <CookieConsentBanner />
      <InstallInvitation />
      <FieldTelemetry />
    </div>
  );
}
