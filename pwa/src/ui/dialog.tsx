import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

const FOCUSABLE =
  'button:not([disabled]), a[href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The dialog shows `title` as its heading, or is named by a heading its content already has. */
type DialogHeading =
  | { title: ReactNode; icon?: ReactNode; labelledBy?: undefined }
  | { labelledBy: string; title?: undefined; icon?: undefined };

const LAYER = {
  centre: 'items-end justify-center p-3 sm:items-center sm:p-6',
  drawer: 'justify-end',
};

/**
 * A centred dialog over a dimmed page, or with `placement="drawer"` a full-height panel from the
 * right. Focus moves into it (to the element marked `data-autofocus`, else the box), Tab stays
 * inside, and focus returns to where it was when it closes. Escape and a click outside close it,
 * unless `onClose` is absent: a dialog that must not be dismissed while work runs.
 */
export function Dialog({
  title,
  icon,
  labelledBy,
  onClose,
  alert = false,
  size = 'md',
  placement = 'centre',
  id,
  testId,
  children,
}: DialogHeading & {
  onClose?: () => void;
  /** An alertdialog asks for a decision (delete); a dialog reports or collects. */
  alert?: boolean;
  /** The width of a centred dialog. */
  size?: 'md' | 'lg';
  placement?: 'centre' | 'drawer';
  /** For an opener's `aria-controls`. */
  id?: string;
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
      className={`fixed inset-0 z-50 flex bg-slate-900/50 ${LAYER[placement]}`}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose?.();
      }}
    >
      <div
        ref={boxRef}
        role={alert ? 'alertdialog' : 'dialog'}
        aria-modal="true"
        aria-labelledby={labelledBy ?? titleId}
        tabIndex={-1}
        onKeyDown={handleKeyDown}
        id={id}
        data-testid={testId}
        className={`shadow-2xl outline-none ${
          placement === 'drawer'
            ? 'h-full w-[min(22rem,88vw)]'
            : `max-h-[90dvh] w-full overflow-y-auto rounded-2xl bg-white p-6 ${
                size === 'lg' ? 'max-w-lg' : 'max-w-md'
              }`
        }`}
      >
        {labelledBy ? (
          children
        ) : (
          <>
            <div className="flex flex-col items-center text-center">
              {icon}
              <h2 id={titleId} className={`${icon ? 'mt-3' : ''} text-lg font-bold text-slate-900`}>
                {title}
              </h2>
            </div>
            <div className="mt-3">{children}</div>
          </>
        )}
      </div>
    </div>
  );
}
