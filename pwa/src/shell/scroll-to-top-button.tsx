import { ArrowUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TIMERS } from '@academy/shared';
import { scrollBehavior, useScrolledPast } from './use-scroll.ts';

/**
 * Appears once the page is scrolled past 300 px (spec 000 §9); beside the contact button, level with it,
 * so the contact options that open upwards never cover it.
 */
export function ScrollToTopButton() {
  const { t } = useTranslation('common');
  const visible = useScrolledPast(TIMERS.scrollTopAfterPx);
  if (!visible) return null;
  return (
    <button
      type="button"
      data-testid="scroll-to-top"
      onClick={() => window.scrollTo({ top: 0, behavior: scrollBehavior() })}
      aria-label={t('scrollTop')}
      title={t('scrollTop')}
      className="fixed right-20 bottom-[calc(1.375rem+var(--cookie-banner-offset,0px))] z-30 sm:bottom-[1.375rem] flex h-11 w-11 items-center justify-center rounded-full bg-slate-800/90 text-white shadow-lg transition hover:bg-slate-900 starting:scale-75 starting:opacity-0"
    >
      <ArrowUp className="h-5 w-5" aria-hidden />
    </button>
  );
}
