import type { ReactNode } from 'react';
import { Button } from './button.tsx';

/** Side by side on the right, wrapping when narrow. */
const ROW = 'flex flex-wrap justify-end gap-2';
/** On a phone one above the other, the main action on top; side by side on the right from `sm`. */
const STACKED = 'flex flex-col-reverse gap-2 sm:flex-row sm:justify-end';

/**
 * The submit row of a form: an optional Cancel and the submit button, on the right. While `busy` both
 * are disabled and the submit shows a spinner and `busyLabel`, so the form cannot be sent twice.
 * `fullWidth` is the sign-in cards' single button across the card. Outside a form (a dialog's
 * buttons) `onSubmit` makes the main button a plain one that calls it.
 */
export function FormActions({
  submitLabel,
  busyLabel,
  busy = false,
  submitIcon,
  onSubmit,
  tone = 'primary',
  onCancel,
  cancelLabel,
  cancelIcon,
  focusCancel = false,
  stacked = false,
  fullWidth = false,
  className = '',
}: {
  submitLabel: ReactNode;
  busyLabel?: ReactNode;
  busy?: boolean;
  submitIcon?: ReactNode;
  /** Called by the main button instead of submitting a form. */
  onSubmit?: () => void;
  tone?: 'primary' | 'danger';
  /** With `cancelLabel`, a Cancel button before the submit. */
  onCancel?: () => void;
  cancelLabel?: ReactNode;
  cancelIcon?: ReactNode;
  /** Cancel takes the focus when the dialog around it opens (`data-autofocus`). */
  focusCancel?: boolean;
  /** The buttons stack on a phone, the main one on top (a dialog's buttons). */
  stacked?: boolean;
  fullWidth?: boolean;
  className?: string;
}) {
  return (
    <div className={`${stacked ? STACKED : ROW} ${className}`}>
      {onCancel && cancelLabel ? (
        <Button
          variant="secondary"
          onClick={onCancel}
          disabled={busy}
          icon={cancelIcon}
          data-autofocus={focusCancel || undefined}
        >
          {cancelLabel}
        </Button>
      ) : null}
      <Button
        type={onSubmit ? 'button' : 'submit'}
        variant={tone}
        onClick={onSubmit}
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
