import { AlertTriangle, CheckCircle2, Info, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';

export type NoticeTone = 'error' | 'success' | 'info' | 'warning';

const TONES: Record<NoticeTone, { box: string; icon: typeof Info }> = {
  error: { box: 'border-red-200 bg-red-50 text-red-800', icon: XCircle },
  success: { box: 'border-green-200 bg-green-50 text-green-800', icon: CheckCircle2 },
  info: { box: 'border-brand-100 bg-brand-50 text-brand-800', icon: Info },
  warning: { box: 'border-amber-200 bg-amber-50 text-amber-900', icon: AlertTriangle },
};

/** An inline message inside a form or page; errors are announced at once, the others politely. */
export function Notice({
  tone,
  children,
  className = '',
}: {
  tone: NoticeTone;
  children: ReactNode;
  className?: string;
}) {
  const { box, icon: Icon } = TONES[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`flex items-start gap-3 rounded-lg border px-4 py-3 text-sm ${box} ${className}`}
    >
      <Icon className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />
      <div className="min-w-0 flex-1 break-words">{children}</div>
    </div>
  );
}
