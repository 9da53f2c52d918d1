import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../api/api-client.ts';
import { Button } from '../../ui/button.tsx';
import { TextInput } from '../../ui/controls.tsx';
import { Field } from '../../ui/field.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { LoadError } from '../../ui/states.tsx';
import { usePageTitle } from '../../ui/use-page-title.ts';
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
  usePageTitle(t('trace.title'), 'admin');
  const [params, setParams] = useSearchParams();
  const code = tidy(params.get('code') ?? '');
  const [draft, setDraft] = useState(code);
  const [formatError, setFormatError] = useState<string | null>(null);
  const trace = useQuery({
    queryKey: protectionKeys.trace(code),
    queryFn: () => traceWatermark(code),
    enabled: CODE.test(code),
    retry: false,
  });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next = tidy(draft);
    setFormatError(CODE.test(next) ? null : t('trace.badCode'));
    if (CODE.test(next)) setParams({ code: next });
  };

  const notFound = trace.error instanceof ApiError && trace.error.status === 404;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader title={t('trace.title')} subtitle={t('trace.intro')} />
      <form
        onSubmit={handleSubmit}
        className="flex flex-col gap-2 sm:flex-row sm:items-end"
        noValidate
      >
        <Field label={t('trace.codeLabel')} error={formatError} className="flex-1">
          <TextInput
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            placeholder={t('trace.placeholder')}
            autoComplete="off"
            spellCheck={false}
            className="font-mono"
          />
        </Field>
        <Button type="submit" icon={<Search aria-hidden className="h-4 w-4" />}>
          {t('trace.submit')}
        </Button>
      </form>
      {trace.isFetching && <p className="text-slate-600">{t('trace.searching')}</p>}
      {notFound && (
        <p role="status" className="rounded-lg bg-slate-100 p-4 text-slate-800">
          {t('trace.notFound', { code })}
        </p>
      )}
      {trace.error && !notFound && (
        <LoadError
          title={t('trace.failed')}
          error={trace.error}
          onRetry={() => void trace.refetch()}
        />
      )}
      {trace.data && <TraceResult trace={trace.data} />}
    </div>
  );
}
