import type { ReactNode } from 'react';
import { Button } from './button.tsx';

/**
 * The submit row of a form: an optional Cancel and the submit button, on the right. While `busy` both
 * are disabled and the submit shows a spinner and `busyLabel`, so the form cannot be sent twice.
 * `fullWidth` is the sign-in cards' single button across the card.
 */
export function FormActions({
  submitLabel,
  busyLabel,
  busy = false,
  submitIcon,
  onCancel,
  cancelLabel,
  cancelIcon,
  fullWidth = false,
  className = '',
}: {
  submitLabel: ReactNode;
  busyLabel?: ReactNode;
  busy?: boolean;
  submitIcon?: ReactNode;
  /** With `cancelLabel`, a Cancel button before the submit. */
  onCancel?: () => void;
  cancelLabel?: ReactNode;
  cancelIcon?: ReactNode;
  fullWidth?: boolean;
  className?: string;
}) {
  return (
    <div className={`flex flex-wrap justify-end gap-2 ${className}`}>
      {onCancel && cancelLabel ? (
        <Button variant="secondary" onClick={onCancel} disabled={busy} icon={cancelIcon}>
          {cancelLabel}
        </Button>
      ) : null}
      <Button
        type="submit"
        busy={busy}
        busyLabel={busyLabel}
        icon={submitIcon}
        fullWidth={fullWidth}
      >
        {submitLabel}
      </Button>
    </div>
  );
}
