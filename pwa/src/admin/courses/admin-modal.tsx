import { CheckCircle2 } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';

/**
 * A centred dialog over a dimmed page (delete confirmation, save overlay). Focus moves into it and
 * returns to where it was; Escape and a click outside close it unless `onClose` is absent (a dialog
 * that must not be dismissed while work is running).
 */
export function AdminModal({
  title,
  icon,
  onClose,
  alert = false,
  children,
  testId,
}: {
  title: string;
  icon?: React.ReactNode;
  onClose?: () => void;
  /** An alertdialog asks for a decision (delete); a dialog reports. */
  alert?: boolean;
  children: React.ReactNode;
  testId?: string;
}) {
  const titleId = useId();
  const boxRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const box = boxRef.current;
    const first = box?.querySelector<HTMLElement>('[data-autofocus]') ?? box;
    first?.focus();
    return () => previous?.focus?.();
  }, []);

  useEffect(() => {
    if (!onClose) return;
    const handleKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', handleKey);
    return () => document.removeEventListener('keydown', handleKey);
  }, [onClose]);

  // Keeps Tab inside the dialog.
  const handleKeyDown = (event: React.KeyboardEvent) => {
    if (event.key !== 'Tab' || !boxRef.current) return;
    const focusable = [
      ...boxRef.current.querySelectorAll<HTMLElement>(
        'button:not([disabled]), a[href], input:not([disabled]), [tabindex]:not([tabindex="-1"])',
      ),
    ];
    if (focusable.length === 0) return;
    const first = focusable[0]!;
    const last = focusable[focusable.length - 1]!;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div
      className="fixed inset-0 z-50 flex items-end justify-center bg-slate-900/50 p-3 sm:items-center sm:p-6"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose?.();
      }}
    >
      <div
        ref={boxRef}
        role={alert ? 'alertdialog' : 'dialog'}
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={handleKeyDown}
        data-testid={testId}
        className="max-h-[90dvh] w-full max-w-md overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl outline-none"
      >
        <div className="flex flex-col items-center text-center">
          {icon}
          <h2 id={titleId} className="mt-3 text-lg font-bold text-slate-900">
            {title}
          </h2>
        </div>
        <div className="mt-3">{children}</div>
      </div>
    </div>
  );
}

/**
 * The success end of an admin overlay (course saved, course uploaded, video uploaded): green tick,
 * title, one line and OK, which also closes it on Escape or a click outside.
 */
export function SuccessModal({
  title,
  body,
  okLabel,
  onOk,
  testId,
}: {
  title: string;
  body: string;
  okLabel: string;
  onOk: () => void;
  testId: string;
}) {
  return (
    <AdminModal
      title={title}
      onClose={onOk}
      testId={testId}
      icon={<CheckCircle2 className="h-12 w-12 text-green-600" aria-hidden />}
    >
      <p className="text-center text-slate-600">{body}</p>
      <button
        type="button"
        onClick={onOk}
        data-autofocus
        className="mt-6 min-h-11 w-full rounded-lg bg-green-600 px-4 font-semibold text-white hover:bg-green-700"
      >
        {okLabel}
      </button>
    </AdminModal>
  );
}
