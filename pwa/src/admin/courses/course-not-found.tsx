import { ArrowLeft, RefreshCw, SearchX, AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-client.ts';
import { IconLink } from '../../ui/icon-link.tsx';

/** "Course Not Found" or a load failure, each with Back to Courses (spec 001 §2, §8). */
export function CourseLoadProblem({
  error,
  onRetry,
  retrying,
}: {
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}) {
  const { t } = useTranslation('admin-courses');
  const notFound = error instanceof ApiError && error.status === 404;
  const Icon = notFound ? SearchX : AlertTriangle;
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center gap-3 rounded-2xl bg-white px-6 py-14 text-center shadow-sm ring-1 ring-slate-200">
      <Icon className={`h-12 w-12 ${notFound ? 'text-slate-400' : 'text-red-600'}`} aria-hidden />
      <h1 className="text-2xl font-bold text-slate-900" role={notFound ? undefined : 'alert'}>
        {notFound ? t('notFound.title') : t('loadFailed')}
      </h1>
      {notFound && <p className="text-slate-600">{t('notFound.body')}</p>}
      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        {!notFound && (
          <button
            type="button"
            onClick={onRetry}
            className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-red-700 px-4 font-semibold text-white hover:bg-red-800"
          >
            <RefreshCw className={`h-4 w-4 ${retrying ? 'animate-spin' : ''}`} aria-hidden />
            {t('common.retry')}
          </button>
        )}
        <IconLink
          to="/admin/courses"
          className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50"
          icon={ArrowLeft}
        >
          {t('notFound.back')}
        </IconLink>
      </div>
    </section>
  );
}
