import { Pause, Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LabelledIconButton } from '../../ui/labelled-icon-button.tsx';

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
  const focus = autoFocus ? { 'data-autofocus': true } : {};
  return stopped ? (
    <LabelledIconButton
      onClick={onResume}
      {...focus}
      className={`inline-flex min-h-11 ${width} items-center justify-center gap-2 rounded-lg bg-red-700 px-4 font-semibold text-white hover:bg-red-800`}
      icon={Play}
    >
      {t('uploadDialog.resume')}
    </LabelledIconButton>
  ) : (
    <LabelledIconButton
      onClick={onPause}
      disabled={finishing}
      {...focus}
      className={`inline-flex min-h-11 ${width} items-center justify-center gap-2 rounded-lg bg-white px-4 font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50 disabled:opacity-50`}
      icon={Pause}
    >
      {t('uploadDialog.pause')}
    </LabelledIconButton>
  );
}
