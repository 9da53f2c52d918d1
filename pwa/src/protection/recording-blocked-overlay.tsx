import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * Spec 000 §4 "Protection": the blocking overlay when a strong recording signal fires. The video is
 * paused underneath; "I've disabled recording tools" clears the block, refresh reloads the page.
 */
export function RecordingBlockedOverlay({
  message,
  onCleared,
}: {
  message: string;
  onCleared: () => void;
}) {
  const { t } = useTranslation('protection');
  return (
    <div
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="recording-blocked-title"
      aria-describedby="recording-blocked-message"
      data-testid="recording-blocked"
      className="absolute inset-0 z-30 flex overflow-y-auto bg-black/95 p-3 text-white sm:p-4"
    >
      {/* m-auto centres it and still lets a tall box scroll from its top on a small phone player. */}
      <div className="m-auto max-w-md text-center">
        <ShieldAlert
          aria-hidden
          className="mx-auto mb-1 hidden h-10 w-10 text-red-400 sm:mb-3 sm:block"
        />
        <h2 id="recording-blocked-title" className="text-base font-bold tracking-wide sm:text-lg">
          {t('blocked.title')}
        </h2>
        <p id="recording-blocked-message" className="mt-1 text-sm text-red-200">
          {message}
        </p>
        <ul className="mt-2 list-disc space-y-0.5 pl-5 text-left text-xs text-gray-100 sm:mt-3 sm:space-y-1 sm:text-sm">
          <li>{t('blocked.steps.gameBar')}</li>
          <li>{t('blocked.steps.software')}</li>
          <li>{t('blocked.steps.extensions')}</li>
          <li>{t('blocked.steps.refresh')}</li>
        </ul>
        <div className="mt-3 flex flex-wrap justify-center gap-2 sm:mt-4">
          <button
            type="button"
            autoFocus
            onClick={onCleared}
            className="rounded-lg bg-white px-4 py-2 text-sm font-semibold text-gray-900 hover:bg-gray-100 focus-visible:ring-4 focus-visible:ring-red-300 focus-visible:outline-none"
          >
            {t('blocked.cleared')}
          </button>
          <button
            type="button"
            onClick={() => window.location.reload()}
            className="rounded-lg border border-white/60 px-4 py-2 text-sm font-semibold text-white hover:bg-white/10 focus-visible:ring-4 focus-visible:ring-red-300 focus-visible:outline-none"
          >
            {t('blocked.refresh')}
          </button>
        </div>
      </div>
    </div>
  );
}
