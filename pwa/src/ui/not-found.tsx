import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

const LOOK = {
  /** Inside the admin layout: a white card in the middle of the content column. */
  boxed: {
    box: 'max-w-lg rounded-2xl bg-white px-6 py-14 shadow-sm ring-1 ring-slate-200',
    title: 'text-2xl',
  },
  /** A whole public page: no card, more air, a larger title on a wide screen. */
  page: { box: 'max-w-xl px-4 py-20 sm:py-28', title: 'text-2xl sm:text-3xl' },
} as const;

/**
 * A screen whose thing is not there ("Course Not Found", "Video not found", a path no screen claims) or
 * could not be loaded: a large icon, the screen's one h1, a line on why, and the ways on (`actions`,
 * usually `ButtonLink`s). `alert` makes the title an alert, for a failure that appears in place of a
 * screen the person was waiting for.
 */
export function NotFound({
  icon: Icon,
  iconTone = 'muted',
  eyebrow,
  title,
  body,
  actions,
  look = 'boxed',
  alert = false,
  testId,
}: {
  icon?: LucideIcon;
  /** Grey for "not there", red for "went wrong". */
  iconTone?: 'muted' | 'danger';
  /** A short line above the title ("404"). */
  eyebrow?: ReactNode;
  title: ReactNode;
  body?: ReactNode;
  actions?: ReactNode;
  look?: keyof typeof LOOK;
  alert?: boolean;
  testId?: string;
}) {
  return (
    <section
      data-testid={testId}
      className={`mx-auto flex flex-col items-center gap-3 text-center ${LOOK[look].box}`}
    >
      {Icon ? (
        <Icon
          className={`h-12 w-12 ${iconTone === 'danger' ? 'text-red-600' : 'text-slate-400'}`}
          aria-hidden
        />
      ) : null}
      {eyebrow ? (
        <p className="text-sm font-semibold tracking-wide text-accent-700">{eyebrow}</p>
      ) : null}
      <h1
        className={`font-bold break-words text-slate-900 ${LOOK[look].title}`}
        role={alert ? 'alert' : undefined}
      >
        {title}
      </h1>
      {body ? <p className="text-slate-600">{body}</p> : null}
      {actions ? (
        <div className="mt-4 flex w-full flex-col justify-center gap-2 sm:w-auto sm:flex-row">
          {actions}
        </div>
      ) : null}
    </section>
  );
}
