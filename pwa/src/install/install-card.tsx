import { Download, Share, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button.tsx';
import type { InstallPlatform } from './install-rules.ts';

interface InstallCardProps {
  platform: InstallPlatform;
  /** A computer has no home screen: the same invitation, in its words. */
  onComputer: boolean;
  onDismiss: () => void;
  onInstall: () => void;
}

/** The invitation's card: Chromium's prompt behind an Install button, or the iOS Safari steps. */
export default function InstallCard({
  platform,
  onComputer,
  onDismiss,
  onInstall,
}: InstallCardProps) {
  const { t } = useTranslation('common');
  const section = useRef<HTMLElement>(null);

  // The card floats over the page's end: the page gets room below it (styles/index.css), so a short
  // page's last row can be scrolled out from under the card. Its height is measured here; where it
  // stands (--install-card-bottom, higher while the cookie banner shows) is left to the style sheet,
  // which follows the banner when it closes.
  useEffect(() => {
    const card = section.current;
    if (!card || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      root.style.setProperty(
        '--install-card-room',
        `calc(${Math.ceil(card.getBoundingClientRect().height)}px + var(--install-card-bottom) + 12px)`,
      );
    });
    observer.observe(card);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--install-card-room');
    };
  }, []);

  // From 640 px the floating buttons keep to the bottom right corner, level with the card; below 704 px
  // the centred card would reach over the scroll-to-top button (its left edge 124 px from the right),
  // so there it centres in the room left of the buttons.
  return (
    <section
      ref={section}
      role="dialog"
      aria-labelledby="install-title"
      data-testid="install-invitation"
      className="fixed inset-x-3 bottom-(--install-card-bottom) z-40 mx-auto max-w-md sm:max-[44rem]:right-33 rounded-xl bg-white p-4 shadow-lg ring-1 ring-slate-200"
    >
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <h2 id="install-title" className="font-semibold text-slate-900">
            {t(onComputer ? 'install.titleComputer' : 'install.title')}
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            {platform === 'ios' ? (
              <>
                {t('install.iosStepShare')}{' '}
                <Share
                  aria-label={t('install.shareIcon')}
                  className="inline size-4 align-text-bottom"
                />{' '}
                {t('install.iosStepAdd')}
              </>
            ) : (
              t(onComputer ? 'install.bodyComputer' : 'install.body')
            )}
          </p>
        </div>
        <button
          type="button"
          onClick={onDismiss}
          aria-label={t('install.notNow')}
          className="-m-1 rounded-lg p-2 text-slate-600 hover:bg-slate-100"
        >
          <X aria-hidden className="size-5" />
        </button>
      </div>
      {platform === 'prompt' && (
        <div className="mt-3 flex justify-end gap-2">
          <Button variant="secondary" size="sm" onClick={onDismiss}>
            {t('install.notNow')}
          </Button>
          <Button
            size="sm"
            icon={<Download aria-hidden className="size-4" />}
            onClick={onInstall}
            data-testid="install-button"
          >
            {t('install.install')}
          </Button>
        </div>
      )}
    </section>
  );
}
