import type { ReactNode } from 'react';

export type BadgeTone = 'green' | 'yellow' | 'red' | 'slate' | 'blue' | 'accent' | 'solidGreen';

/** Text and background pairs that all meet WCAG AA (at least 4.5:1) at the badge's small size. */
const TONE: Record<BadgeTone, string> = {
  green: 'bg-green-100 text-green-800 ring-green-600/20',
  yellow: 'bg-yellow-100 text-yellow-800 ring-yellow-600/30',
  red: 'bg-red-100 text-red-800 ring-red-600/20',
  slate: 'bg-slate-200 text-slate-700 ring-slate-500/20',
  blue: 'bg-blue-100 text-blue-800 ring-blue-600/20',
  accent: 'bg-accent-50 text-accent-700 ring-accent-600/20',
  // White on green-700 is 5.0:1; on green-600 it was 3.2:1.
  solidGreen: 'bg-green-700 text-white ring-green-700',
};

const DOT: Record<BadgeTone, string> = {
  green: 'bg-green-600',
  yellow: 'bg-yellow-500',
  red: 'bg-red-600',
  slate: 'bg-slate-500',
  blue: 'bg-blue-600',
  accent: 'bg-accent-600',
  solidGreen: 'bg-white',
};

/** A short label in a rounded pill: a status, "Free", a count. */
export function Badge({
  tone = 'slate',
  dot = false,
  icon,
  className = '',
  children,
  ...data
}: {
  tone?: BadgeTone;
  dot?: boolean;
  icon?: ReactNode;
  className?: string;
  children: ReactNode;
  [dataAttribute: `data-${string}`]: string | undefined;
}) {
  return (
    <span
      {...data}
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONE[tone]} ${className}`}
    >
      {dot ? <span className={`h-1.5 w-1.5 rounded-full ${DOT[tone]}`} aria-hidden /> : null}
      {icon}
      {children}
    </span>
  );
}
