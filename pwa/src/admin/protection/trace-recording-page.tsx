import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../api/api-client.ts';
import { useDocumentTitle } from '../use-document-title.ts';
import { protectionKeys, traceWatermark } from './protection-api.ts';
import { TraceResult } from './trace-result.tsx';

const CODE = /^([0-9a-f]{8}|[0-9a-f]{12})$/;
const tidy = (value: string) => value.replace(/\s+/g, '').toLowerCase();

/**
 * /admin/trace: an admin who found a re-shared recording types the code seen moving over the picture
 * (the 8-hex viewer code or the 12-hex session code) and learns whose session it was.
 */
export default function TraceRecordingPage() {
  const { t } = useTranslation('admin-protection');
  useDocumentTitle(t('trace.title'));
  const [params, setParams] = useSearchParams();
  const code = tidy(params.get('code') ?? '');
  const [draft, setDraft] = useState(code);
  const [formatError, setFormatError] = useState(false);
  const trace = useQuery({
    queryKey: protectionKeys.trace(code),
    queryFn: () => traceWatermark(code),
    enabled: CODE.test(code),
    retry: false,
  });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next = tidy(draft);
    setFormatError(!CODE.test(next));
    if (CODE.test(next)) setParams({ code: next });
  };

  const notFound = trace.error instanceof ApiError && trace.error.status === 404;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('trace.title')}</h1>
        <p className="mt-1 text-slate-600">{t('trace.intro')}</p>
      </header>
      <form onSubmit={handleSubmit} className="flex flex-col gap-2 sm:flex-row" noValidate>
        <label htmlFor="trace-code" className="sr-only">
          {t('trace.codeLabel')}
        </label>
        <input
          id="trace-code"
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value);
            setFormatError(false);
          }}
          placeholder={t('trace.placeholder')}
          aria-invalid={formatError}
          aria-describedby={formatError ? 'trace-code-error' : undefined}
          autoComplete="off"
          spellCheck={false}
          className="min-w-0 flex-1 rounded-lg border border-slate-400 px-3 py-2 font-mono focus:border-red-600 focus:ring-2 focus:ring-red-200 focus:outline-none"
        />
        <button
          type="submit"
          className="inline-flex items-center justify-center gap-2 rounded-lg bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 focus-visible:ring-4 focus-visible:ring-red-300 focus-visible:outline-none"
        >
          <Search aria-hidden className="h-4 w-4" />
          {t('trace.submit')}
        </button>
      </form>
      {formatError && (
        <p id="trace-code-error" role="alert" className="text-sm text-red-700">
          {t('trace.badCode')}
        </p>
      )}
      {trace.isFetching && <p className="text-slate-600">{t('trace.searching')}</p>}
      {notFound && (
        <p role="status" className="rounded-lg bg-slate-100 p-4 text-slate-800">
          {t('trace.notFound', { code })}
        </p>
      )}
      {trace.error && !notFound && (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
          {trace.error.message}
        </p>
      )}
      {trace.data && <TraceResult trace={trace.data} />}
    </div>
  );
}
