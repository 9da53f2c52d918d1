import { Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError } from '../api/api-client.ts';
import { resendVerification } from './accounts-api.ts';
import { EmailRequestCard } from './email-request-card.tsx';

/**
 * /resend-verification (spec 000 §2, §8): one e-mail field. Success: 'Verification email sent! Please
 * check your inbox.'; failure: 'Failed to send verification email. Please try again.' A rate-limit
 * answer (429) keeps the server's words, which say when to try again.
 */
export default function ResendVerificationPage() {
  const { t } = useTranslation('accounts');
  const [params] = useSearchParams();
  return (
    <EmailRequestCard
      icon={<Mail className="h-6 w-6" aria-hidden />}
      title={t('resend.title')}
      subtitle={t('resend.subtitle')}
      backLabel={t('resend.back_to_login')}
      submitLabel={t('resend.submit')}
      busyLabel={t('resend.submitting')}
      initialEmail={params.get('email') ?? ''}
      send={async (email) => {
        await resendVerification(email);
        return t('resend.success');
      }}
      describeFailure={(err) =>
        err instanceof ApiError && err.status === 429 ? err.message : t('resend.failure')
      }
    />
  );
}
