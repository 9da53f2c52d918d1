import { AlertTriangle, ArrowLeft, CheckCircle2, CloudUpload, WifiOff, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { IconLink } from '../../ui/icon-link.tsx';
import { ProgressBar as KitProgressBar } from '../../ui/progress-bar.tsx';

/** Small pieces the media screens share: back links, banners, progress bars, problem lists. */

export function BackLink({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <IconLink
      to={to}
      className="inline-flex min-h-10 items-center gap-1.5 text-sm font-semibold text-slate-600 hover:text-red-700"
      icon={ArrowLeft}
    >
      {children}
    </IconLink>
  );
}

/**
 * A success or error line at the top of a screen that goes away by itself (spec 001 §8: messages
 * auto-clear after 5 seconds, 3 for the free-preview success) or with its close button.
 */
export function Banner({
  tone,
  message,
  onClose,
  autoHideMs = 5_000,
  testId,
}: {
  tone: 'success' | 'error';
  message: string;
  onClose: () => void;
  autoHideMs?: number | null;
  testId?: string;
}) {
  const { t } = useTranslation('admin-media');
  // The latest onClose, so a parent's inline handler does not restart the timer on every render.
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });
  useEffect(() => {
    if (autoHideMs === null) return;
    const timer = setTimeout(() => close.current(), autoHideMs);
    return () => clearTimeout(timer);
  }, [message, autoHideMs]);
  const Icon = tone === 'success' ? CheckCircle2 : AlertTriangle;
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      data-testid={testId}
      className={`flex items-start gap-3 rounded-xl border p-3 text-sm ${
        tone === 'success'
          ? 'border-green-200 bg-green-50 text-green-900'
          : 'border-red-200 bg-red-50 text-red-900'
      }`}
    >
      <Icon className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />
      <p className="min-w-0 flex-1 font-medium break-words">{message}</p>
      <button
        type="button"
        onClick={onClose}
        className="-m-1 rounded p-1 opacity-70 hover:opacity-100"
        aria-label={t('common.dismiss')}
      >
        <X className="h-4 w-4" aria-hidden />
      </button>
    </div>
  );
}

/** The upload dialogs' big icon: a cloud while sending, no wifi while the connection is gone. */
export function UploadStateIcon({ offline }: { offline: boolean }) {
  return offline ? (
    <WifiOff className="h-10 w-10 text-amber-600" aria-hidden />
  ) : (
    <CloudUpload className="h-10 w-10 text-red-700" aria-hidden />
  );
}

/**
 * The media screens' bar: the kit's tallest, red while sending (amber while waiting, green once
 * done); upload percentages come as fractions, so it rounds them and keeps them within 0–100.
 */
export function ProgressBar({
  percent,
  label,
  tone = 'red',
  testId,
}: {
  percent: number;
  label: string;
  tone?: 'red' | 'green' | 'amber';
  testId?: string;
}) {
  return (
    <KitProgressBar
      percent={Math.max(0, Math.min(100, Math.round(percent)))}
      label={label}
      size="md"
      fill={tone}
      data-testid={testId}
    />
  );
}

/** The list of problems under "Please fix the following errors:" (spec 001 §5). */
export function ProblemList({ problems, testId }: { problems: string[]; testId?: string }) {
  const { t } = useTranslation('admin-media');
  if (problems.length === 0) return null;
  return (
    <div
      role="alert"
      data-testid={testId}
      className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-900"
    >
      <p className="flex items-center gap-2 font-semibold">
        <AlertTriangle className="h-5 w-5 shrink-0" aria-hidden />
        {t('errors.title')}
      </p>
      <ul className="mt-2 list-disc space-y-0.5 pl-7 text-sm">
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    </div>
  );
}

export { Card } from '../../ui/card.tsx';
