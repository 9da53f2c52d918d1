import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../ui/button.tsx';
import { NoticePanel } from '../ui/notice-panel.tsx';
import { failureOf } from './verify-messages.ts';

const HINTS = ['hint_typos', 'hint_wrong', 'hint_format', 'hint_expired'] as const;

/**
 * The failure box: what was searched, why it may have failed, try again and help. Either the check's
 * `error`, or `problemKey`: what is wrong with the id's shape (a malformed link, never sent).
 */
export function VerifyFailure({
  id,
  error,
  problemKey,
  onTryAgain,
}: {
  id: string;
  error?: unknown;
  problemKey?: string;
  onTryAgain: () => void;
}) {
  const { t } = useTranslation('certificates');
  const failure = problemKey
    ? { notFound: false, lineKey: problemKey, message: undefined }
    : failureOf(error);
  return (
    <NoticePanel
      tone="danger"
      icon={SearchX}
      role="alert"
      testId="verify-failure"
      title={failure.notFound ? t('verify.not_found_title') : t('verify.failed_title')}
      actions={
        <>
          <Button variant="danger" size="sm" onClick={onTryAgain}>
            {t('verify.try_again')}
          </Button>
          <Link to="/help-center" className="text-sm font-semibold text-red-800 underline">
            {t('verify.help')}
          </Link>
        </>
      }
    >
      {/* Not monospace: the mono font has no Ethiopic letters for the Tigrinya label. */}
      <p className="break-all">{t('verify.searched', { id })}</p>
      {failure.lineKey || failure.message ? (
        <p>{failure.lineKey ? t(failure.lineKey) : failure.message}</p>
      ) : null}
      <div>
        <p className="font-semibold">{t('verify.hints_title')}</p>
        <ul className="mt-1 list-disc space-y-1 ps-5">
          {HINTS.map((hint) => (
            <li key={hint}>{t(`verify.${hint}`)}</li>
          ))}
        </ul>
      </div>
    </NoticePanel>
  );
}
