import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

const TONE = {
  accent: 'text-accent-600',
  warning: 'text-amber-600',
  danger: 'text-red-600',
} as const;

/**
 * The white box of a page that reports how something ended (a payment cancelled, failed, starting):
 * a large icon, the page's h1, what happened, and the ways on, side by side from `sm` up.
 */
export function OutcomePanel({
  icon: Icon,
  tone,
  title,
  children,
  actions,
  role,
  testId,
}: {
  icon: LucideIcon;
  tone: keyof typeof TONE;
  title: ReactNode;
  children: ReactNode;
  actions: ReactNode;
  role?: 'status';
  testId?: string;
}) {
  return (
    <div
      role={role}
      data-testid={testId}
      className="flex flex-col items-center gap-3 rounded-2xl bg-white p-8 text-center shadow-sm"
    >
      <Icon className={`h-12 w-12 ${TONE[tone]}`} aria-hidden />
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      {children}
      <div className="mt-2 flex w-full flex-col gap-2 sm:flex-row sm:justify-center">{actions}</div>
    </div>
  );
}
