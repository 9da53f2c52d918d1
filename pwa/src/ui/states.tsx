import { AlertTriangle, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/api-client.ts';
import { Button } from './button.tsx';
import type { IconComponent } from './icon-type.ts';

/** Grey blocks where content will appear, so the page does not jump when it arrives. */
export function Skeleton({
  className = 'h-4 w-full',
  rounded = 'rounded',
}: {
  className?: string;
  rounded?: string;
}) {
  return (
    <span className={`block animate-pulse bg-slate-200 ${rounded} ${className}`} aria-hidden />
  );
}

/** A list of skeleton cards while a list loads; `label` is read out instead of the grey blocks. */
export function SkeletonList({
  count,
  label,
  className = 'grid gap-4',
  itemClassName = 'h-24 rounded-2xl',
  testId,
}: {
  count: number;
  label?: string;
  className?: string;
  itemClassName?: string;
  testId?: string;
}) {
  const { t } = useTranslation('common');
  return (
    <div role="status" aria-busy="true" className={className} data-testid={testId}>
      <span className="sr-only">{label ?? t('ui.loading')}</span>
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} className={itemClassName} rounded="" />
      ))}
    </div>
  );
}

/** Why a load failed, in words a person can act on (the server's English text is not shown). */
export function useLoadErrorDetail(): (error: unknown) => string {
  const { t } = useTranslation('common');
  return (error: unknown) =>
    error instanceof ApiError && error.isNetworkError
      ? t('ui.loadError.network')
      : error instanceof ApiError && error.status >= 500
        ? t('ui.loadError.server')
        : t('ui.loadError.generic');
}

/** A load that failed: what failed, why, and Try Again. */
export function LoadError({
  title,
  error,
  detail,
  onRetry,
  retrying = false,
  compact = false,
  testId,
}: {
  title: ReactNode;
  /** The failure; its kind picks the explanation unless `detail` is given. */
  error?: unknown;
  detail?: ReactNode;
  onRetry?: () => void;
  retrying?: boolean;
  compact?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation('common');
  const explain = useLoadErrorDetail();
  return (
    <div
      role="alert"
      data-testid={testId}
      className={`flex flex-col items-center rounded-2xl border border-red-200 bg-red-50 text-center text-red-900 ${
        compact ? 'gap-2 p-6' : 'gap-3 px-4 py-12'
      }`}
    >
      <AlertTriangle className="h-9 w-9 text-red-700" aria-hidden />
      <p className="text-lg font-semibold">{title}</p>
      <p className="max-w-md text-sm text-red-800">{detail ?? explain(error)}</p>
      {onRetry ? (
        <Button
          variant="danger"
          onClick={onRetry}
          disabled={retrying}
          className="mt-2"
          icon={<RefreshCw className={`h-4 w-4 ${retrying ? 'animate-spin' : ''}`} aria-hidden />}
        >
          {t('ui.loadError.retry')}
        </Button>
      ) : null}
    </div>
  );
}

/** Nothing to show yet: an icon, what is missing, what to do, and an optional action. */
export function EmptyState({
  icon: Icon,
  title,
  body,
  action,
  testId,
}: {
  icon?: IconComponent;
  title: ReactNode;
  body?: ReactNode;
  action?: ReactNode;
  testId?: string;
}) {
  return (
    <div
      className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-4 py-14 text-center"
      data-testid={testId}
    >
      {Icon ? <Icon className="h-10 w-10 text-slate-500" aria-hidden /> : null}
      <p className="text-lg font-semibold text-slate-900">{title}</p>
      {body ? <p className="max-w-md text-sm text-slate-600">{body}</p> : null}
      {action ? <div className="mt-2">{action}</div> : null}
    </div>
  );
}
