import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { OverlayButton, PlayerOverlay } from '../media/index.ts';

const STEPS = ['gameBar', 'software', 'extensions', 'refresh'] as const;

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
    <PlayerOverlay
      shade="opaque"
      stacked={false}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="recording-blocked-title"
      aria-describedby="recording-blocked-message"
      testId="recording-blocked"
    >
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
        {STEPS.map((step) => (
          <li key={step}>{t(`blocked.steps.${step}`)}</li>
        ))}
      </ul>
      <div className="mt-3 flex flex-wrap justify-center gap-2 sm:mt-4">
        <OverlayButton look="light" autoFocus onClick={onCleared}>
          {t('blocked.cleared')}
        </OverlayButton>
        <OverlayButton look="outline" onClick={() => window.location.reload()}>
          {t('blocked.refresh')}
        </OverlayButton>
      </div>
    </PlayerOverlay>
  );
}
