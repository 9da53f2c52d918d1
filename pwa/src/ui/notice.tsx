import { X, type LucideIcon } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';

export type NoticeTone = 'info' | 'warning' | 'danger';

/** Text and background pairs that meet WCAG AA at the notices' small size. */
const NOTICE_TONE: Record<NoticeTone, { box: string; button: string; dismiss: string }> = {
  info: {
    box: 'bg-sky-50 text-sky-950 ring-sky-200',
    button: 'bg-sky-800 text-white hover:bg-sky-900',
    dismiss: 'text-sky-900 hover:bg-sky-100',
  },
  warning: {
    box: 'bg-amber-50 text-amber-900 ring-amber-200',
    button: 'bg-amber-800 text-white hover:bg-amber-900',
    dismiss: 'text-amber-900 hover:bg-amber-100',
  },
  danger: {
    box: 'bg-red-50 text-red-900 ring-red-200',
    button: 'bg-red-700 text-white hover:bg-red-800',
    dismiss: 'text-red-900 hover:bg-red-100',
  },
};

/**
 * A one-line notice above or beside content (a locked lesson, a data-saver tip): icon, words and the
 * ways forward on the right, wrapping below on a phone. `onDismiss` adds a close button named
 * `dismissLabel`.
 */
export function Notice({
  tone,
  icon: Icon,
  title,
  children,
  actions,
  onDismiss,
  dismissLabel,
  role = 'status',
  testId,
}: {
  tone: NoticeTone;
  icon: LucideIcon;
  title: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
  onDismiss?: () => void;
  dismissLabel?: string;
  role?: 'status' | 'alert';
  testId?: string;
}) {
  const look = NOTICE_TONE[tone];
  return (
    <div
      role={role}
      data-testid={testId}
      className={`flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl p-3 text-sm ring-1 ${look.box}`}
    >
      <p className="flex min-w-0 flex-1 basis-60 items-start gap-2">
        <Icon className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
        <span>
          <span className="block font-semibold">{title}</span>
          {children}
        </span>
      </p>
      {actions || onDismiss ? (
        <span className="flex items-center gap-3 font-semibold">
          {actions}
          {onDismiss ? (
            <button
              type="button"
              onClick={onDismiss}
              aria-label={dismissLabel}
              className={`flex h-10 w-10 items-center justify-center rounded-lg ${look.dismiss}`}
            >
              <X className="h-5 w-5" aria-hidden />
            </button>
          ) : null}
        </span>
      ) : null}
    </div>
  );
}

/** The filled button of a `Notice` or `NoticePanel`, in the notice's colours. */
export function NoticeButton({
  tone,
  className = '',
  type = 'button',
  ...button
}: ComponentProps<'button'> & { tone: NoticeTone }) {
  return (
    <button
      type={type}
      {...button}
      className={`min-h-10 rounded-lg px-3 text-sm font-semibold ${NOTICE_TONE[tone].button} ${className}`}
    />
  );
}
