import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { NoticeTone } from './notice.tsx';

/** The one-line `Notice`'s tones, and green for a good outcome (a bought course, a group to join). */
export type NoticePanelTone = NoticeTone | 'success';

/** The panel's colours (those of the one-line `Notice`) and its heading icon's. */
const TONE: Record<NoticePanelTone, { box: string; icon: string }> = {
  info: { box: 'border-sky-200 bg-sky-50 text-sky-950', icon: 'text-sky-800' },
  warning: { box: 'border-amber-200 bg-amber-50 text-amber-900', icon: 'text-amber-700' },
  danger: { box: 'border-red-200 bg-red-50 text-red-900', icon: 'text-red-700' },
  success: { box: 'border-green-200 bg-green-50 text-green-950', icon: 'text-green-700' },
};

/**
 * A larger notice with a heading (a failed certificate check): icon and h2 title, the explanation,
 * then the ways forward in a row. `role={null}` for a panel that is part of the page rather than
 * news about it (an invitation to join a group).
 */
export function NoticePanel({
  tone,
  icon: Icon,
  title,
  children,
  actions,
  role = 'status',
  testId,
}: {
  tone: NoticePanelTone;
  icon: LucideIcon;
  title: ReactNode;
  children: ReactNode;
  actions?: ReactNode;
  role?: 'status' | 'alert' | null;
  testId?: string;
}) {
  const look = TONE[tone];
  return (
    <div
      role={role ?? undefined}
      data-testid={testId}
      className={`rounded-2xl border p-5 ${look.box}`}
    >
      <div className="flex items-center gap-2">
        <Icon className={`h-6 w-6 ${look.icon}`} aria-hidden />
        <h2 className="text-lg font-semibold">{title}</h2>
      </div>
      <div className="mt-2 space-y-2 text-sm">{children}</div>
      {actions ? <div className="mt-4 flex flex-wrap items-center gap-3">{actions}</div> : null}
    </div>
  );
}
