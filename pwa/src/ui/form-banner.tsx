import { AlertTriangle, CheckCircle2, Info, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';

export type FormBannerTone = 'error' | 'success' | 'info' | 'warning';

const TONES: Record<FormBannerTone, { box: string; icon: typeof Info }> = {
  error: { box: 'border-red-200 bg-red-50 text-red-800', icon: XCircle },
  success: { box: 'border-green-200 bg-green-50 text-green-800', icon: CheckCircle2 },
  info: { box: 'border-accent-100 bg-accent-50 text-accent-800', icon: Info },
  warning: { box: 'border-amber-200 bg-amber-50 text-amber-900', icon: AlertTriangle },
};

/**
 * A form's or a page's message above its content: what went wrong, what was sent. Errors are
 * announced at once (role="alert"), the other tones politely (role="status").
 */
export function FormBanner({
  tone,
  children,
  className = '',
}: {
  tone: FormBannerTone;
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
