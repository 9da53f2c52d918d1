import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

const FOCUSABLE =
  'button:not([disabled]), a[href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A centred dialog over a dimmed page. Focus moves into it (to the element marked `data-autofocus`,
 * else the box), Tab stays inside, and focus returns to where it was when it closes. Escape and a click
 * outside close it, unless `onClose` is absent: a dialog that must not be dismissed while work runs.
 */
export function Dialog({
  title,
  icon,
  onClose,
  alert = false,
  size = 'md',
  testId,
  children,
}: {
  title: ReactNode;
  icon?: ReactNode;
  onClose?: () => void;
  /** An alertdialog asks for a decision (delete); a dialog reports or collects. */
  alert?: boolean;
  size?: 'md' | 'lg';
  testId?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  const boxRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const box = boxRef.current;
    (box?.querySelector<HTMLElement>('[data-autofocus]') ?? box)?.focus();
    return () => previous?.focus?.();
  }, []);

  useEffect(() => {
    if (!onClose) return;
    const handleKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', handleKey);
    return () => document.removeEventListener('keydown', handleKey);
  }, [onClose]);

  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Tab' || !boxRef.current) return;
    const focusable = [...boxRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (focusable.length === 0) return;
    const first = focusable[0]!;
    const last = focusable[focusable.length - 1]!;
    if (
      event.shiftKey &&
      (document.activeElement === first || document.activeElement === boxRef.current)
    ) {
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
        className={`max-h-[90dvh] w-full overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl outline-none ${
          size === 'lg' ? 'max-w-lg' : 'max-w-md'
        }`}
      >
        <div className="flex flex-col items-center text-center">
          {icon}
          <h2 id={titleId} className={`${icon ? 'mt-3' : ''} text-lg font-bold text-slate-900`}>
            {title}
          </h2>
        </div>
        <div className="mt-3">{children}</div>
      </div>
    </div>
  );
}
