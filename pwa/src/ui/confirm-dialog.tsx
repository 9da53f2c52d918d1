import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from './dialog.tsx';
import { FormActions } from './form-actions.tsx';

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
      <FormActions
        stacked
        className="mt-6"
        tone={tone}
        submitLabel={confirmLabel}
        busyLabel={busyLabel}
        busy={busy}
        submitIcon={confirmIcon}
        onSubmit={onConfirm}
        onCancel={onCancel}
        cancelLabel={cancelLabel ?? t('ui.cancel')}
        focusCancel
      />
    </Dialog>
  );
}
