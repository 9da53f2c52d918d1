import { AlertTriangle, RefreshCw, SearchX, BookOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/api-client.ts';

/** Why a load failed, in words a learner can act on (the server's English text is not shown). */
export function useLoadErrorDetail() {
  const { t } = useTranslation('catalogue');
  return (error: unknown) =>
    error instanceof ApiError && error.isNetworkError
      ? t('errors.network')
      : error instanceof ApiError && error.status >= 500
        ? t('errors.server')
        : t('errors.generic');
}

/** The error box with its message and Try Again (spec 000 §2). */
export function LoadError({
  title,
  error,
  onRetry,
  retrying,
  compact = false,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
  compact?: boolean;
}) {
  const { t } = useTranslation('catalogue');
  const detail = useLoadErrorDetail()(error);
  return (
    <div
      role="alert"
      className={`flex flex-col items-center rounded-2xl border border-red-200 bg-red-50 text-center text-red-900 ${
        compact ? 'gap-2 p-6' : 'gap-3 px-4 py-12'
      }`}
    >
      <AlertTriangle className="h-9 w-9 text-red-600" aria-hidden />
      <p className="text-lg font-semibold">{title}</p>
      <p className="max-w-md text-sm text-red-800">{detail}</p>
      <button
        type="button"
        onClick={onRetry}
        disabled={retrying}
        className="mt-2 inline-flex min-h-11 items-center gap-2 rounded-lg bg-red-600 px-5 text-sm font-semibold text-white hover:bg-red-700 disabled:opacity-60"
      >
        <RefreshCw className={`h-4 w-4 ${retrying ? 'animate-spin' : ''}`} aria-hidden />
        {t('errors.retry')}
      </button>
    </div>
  );
}

/** The two empty states: no course exists at all, or none matches the filters (spec 000 §2). */
export function EmptyCatalogue({ filtered, onReset }: { filtered: boolean; onReset: () => void }) {
  const { t } = useTranslation('catalogue');
  const Icon = filtered ? SearchX : BookOpen;
  return (
    <div
      className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-4 py-14 text-center"
      data-testid={filtered ? 'empty-no-match' : 'empty-no-courses'}
    >
      <Icon className="h-10 w-10 text-slate-400" aria-hidden />
      <p className="text-lg font-semibold text-slate-900">
        {filtered ? t('empty.noMatchTitle') : t('empty.noneTitle')}
      </p>
      <p className="max-w-md text-sm text-slate-600">
        {filtered ? t('empty.noMatchBody') : t('empty.noneBody')}
      </p>
      {filtered && (
        <button
          type="button"
          onClick={onReset}
          className="mt-2 inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand-600 px-5 text-sm font-semibold text-white hover:bg-brand-700"
        >
          {t('empty.reset')}
        </button>
      )}
    </div>
  );
}
