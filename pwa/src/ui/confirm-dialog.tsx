import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';

/**
 * Asks before something that cannot be undone (delete, sign out everywhere). Cancel has the focus, so
 * Enter pressed by habit does no harm; while `busy` neither button nor Escape closes it.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  busyLabel,
  cancelLabel,
  icon,
  confirmIcon,
  tone = 'danger',
  busy = false,
  onConfirm,
  onCancel,
  testId,
}: {
  title: ReactNode;
  children: ReactNode;
  confirmLabel: ReactNode;
  busyLabel?: ReactNode;
  cancelLabel?: ReactNode;
  icon?: ReactNode;
  confirmIcon?: ReactNode;
  tone?: 'danger' | 'primary';
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  testId?: string;
}) {
  const { t } = useTranslation('common');
  return (
    <Dialog alert title={title} icon={icon} onClose={busy ? undefined : onCancel} testId={testId}>
      <div className="text-center break-words text-slate-700">{children}</div>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={busy} data-autofocus>
          {cancelLabel ?? t('ui.cancel')}
        </Button>
        <Button
          variant={tone}
          onClick={onConfirm}
          busy={busy}
          busyLabel={busyLabel}
          icon={confirmIcon}
        >
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
