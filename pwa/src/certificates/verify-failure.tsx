import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../ui/button.tsx';
import { failureOf } from './verify-messages.ts';

/** The failure box: what was searched, why it may have failed, try again and help. */
export function VerifyFailure({
  id,
  error,
  onTryAgain,
}: {
  id: string;
  error: unknown;
  onTryAgain: () => void;
}) {
  const { t } = useTranslation('certificates');
  const failure = failureOf(error);
  return (
    <div
      role="alert"
      data-testid="verify-failure"
      className="rounded-2xl border border-red-200 bg-red-50 p-5 text-red-900"
    >
      <div className="flex items-center gap-2">
        <SearchX className="h-6 w-6 text-red-700" aria-hidden />
        <h2 className="text-lg font-semibold">
          {failure.notFound ? t('verify.not_found_title') : t('verify.failed_title')}
        </h2>
      </div>
      <p className="mt-2 font-mono text-sm break-all">{t('verify.searched', { id })}</p>
      {failure.lineKey || failure.message ? (
        <p className="mt-2 text-sm">{failure.lineKey ? t(failure.lineKey) : failure.message}</p>
      ) : null}
      <p className="mt-3 text-sm font-semibold">{t('verify.hints_title')}</p>
      <ul className="mt-1 list-disc space-y-1 ps-5 text-sm">
        <li>{t('verify.hint_typos')}</li>
        <li>{t('verify.hint_wrong')}</li>
        <li>{t('verify.hint_format')}</li>
        <li>{t('verify.hint_expired')}</li>
      </ul>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Button variant="danger" size="sm" onClick={onTryAgain}>
          {t('verify.try_again')}
        </Button>
        <Link to="/help-center" className="text-sm font-semibold text-red-800 underline">
          {t('verify.help')}
        </Link>
      </div>
    </div>
  );
}
