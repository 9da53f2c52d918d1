import { Pause, Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';

/**
 * The one control of an upload in progress: Pause while it runs, Resume once it is paused or the
 * connection dropped (tus carries on from the last byte the server has). Pause is off while the
 * server finishes the file, when there is nothing left to pause.
 */
export function PauseResumeButton({
  stopped,
  finishing,
  onPause,
  onResume,
  width,
  autoFocus = false,
}: {
  /** Paused by the admin or by a lost connection. */
  stopped: boolean;
  finishing: boolean;
  onPause: () => void;
  onResume: () => void;
  /** Full width under a progress bar, or a share of a row of buttons. */
  width: 'w-full' | 'flex-1';
  /** The first thing the enclosing dialog focuses. */
  autoFocus?: boolean;
}) {
  const { t } = useTranslation('admin-media');
  return (
    <Button
      variant={stopped ? 'primary' : 'secondary'}
      onClick={stopped ? onResume : onPause}
      disabled={!stopped && finishing}
      data-autofocus={autoFocus || undefined}
      className={width}
      icon={stopped ? Play : Pause}
    >
      {stopped ? t('uploadDialog.resume') : t('uploadDialog.pause')}
    </Button>
  );
}
