import { useTranslation } from 'react-i18next';
import { OverlayButton, PlayerOverlay } from '../media/index.ts';

/** Spec 000 §8 protection session errors, worded as the spec words them, with a way forward. */
export function SessionProblemOverlay({ message }: { message: string }) {
  const { t } = useTranslation('protection');
  return (
    <PlayerOverlay shade="dim" role="alert" testId="protection-session-problem">
      <p className="font-semibold">{message}</p>
      <p className="text-sm text-gray-200">{t('session.hint')}</p>
      <OverlayButton look="light" onClick={() => window.location.reload()}>
        {t('blocked.refresh')}
      </OverlayButton>
    </PlayerOverlay>
  );
}
