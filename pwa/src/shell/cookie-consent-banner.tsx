import { Cookie } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCookieConsent } from '../telemetry/index.ts';
import { Button } from '../ui/button.tsx';

/**
 * The consent banner at the bottom of the screen. It does not block the page (a visitor may read first),
 * and when reopened from the footer it takes the keyboard focus so the choice can be changed at once.
 */
export function CookieConsentBanner() {
  const { t } = useTranslation('common');
  const { bannerOpen, choice, accept, decline } = useCookieConsent();
  const section = useRef<HTMLElement>(null);

  // On phones the banner spans the bottom edge: the floating buttons read its height from
  // --cookie-banner-offset and move above it instead of hiding under it. The page keeps as much room
  // under its end (styles/index.css), so its last lines can be read before the visitor chooses.
  useEffect(() => {
    const banner = section.current;
    if (!bannerOpen || !banner || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      root.style.setProperty('--cookie-banner-offset', `${banner.offsetHeight + 12}px`);
    });
    observer.observe(banner);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--cookie-banner-offset');
    };
  }, [bannerOpen]);

  if (!bannerOpen) return null;
  return (
    <section
      ref={section}
      aria-labelledby="cookie-consent-title"
      data-testid="cookie-consent"
      className="fixed inset-x-3 bottom-3 z-50 rounded-2xl border border-slate-200 bg-white p-4 shadow-2xl sm:inset-x-auto sm:left-4 sm:max-w-md sm:p-5"
    >
      <div className="flex items-start gap-3">
        <Cookie className="mt-0.5 hidden h-6 w-6 shrink-0 text-brand-600 sm:block" aria-hidden />
        <div className="min-w-0">
          <h2 id="cookie-consent-title" className="text-base font-semibold text-slate-900">
            {t('cookie.title')}
          </h2>
          <p className="mt-1 text-sm leading-relaxed text-slate-600">
            {t('cookie.body')}{' '}
            <Link to="/privacy-policy" className="font-medium text-brand-700 underline">
              {t('cookie.learnMore')}
            </Link>
          </p>
        </div>
      </div>
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        {/* Reopened from the footer (a choice was made before), the banner takes the focus. */}
        <Button
          variant="secondary"
          autoFocus={choice !== null}
          onClick={decline}
          className="flex-1 sm:flex-none"
        >
          {t('cookie.decline')}
        </Button>
        <Button onClick={accept} className="flex-1 sm:flex-none">
          {t('cookie.accept')}
        </Button>
      </div>
    </section>
  );
}
