import { MailWarning } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { verifyEmail } from './accounts-api.ts';
import { AuthCard } from './auth-card.tsx';
import { useLinkCall, useLinkParams, useRedirectAfter } from './auth-link.ts';
import { storeSession } from '../session/auth-storage.ts';
import { AuthOutcomeCard, AuthWaitCard } from './auth-status-cards.tsx';
import { FormBanner } from '../ui/form-banner.tsx';
import { useAccountMessage } from './use-account-message.ts';
import { ButtonLink } from '../ui/button-link.tsx';
import { usePageTitle } from '../ui/use-page-title.ts';

const REDIRECT_MS = 2_000;

/**
 * /verify-email?token=… (spec 000 §2, §4, §8): loading, then success (the token from the answer is
 * stored and the dashboard opens after 2 s) or an error with resend, login and home buttons. No token
 * in the link: invalid_link at once.
 *
 * The link works once, so the call runs as a query keyed by the token: React's double effects in
 * development and a re-render can never send it twice and turn a success into "already used".
 */
export default function VerifyEmailPage() {
  const { t } = useTranslation('accounts');
  usePageTitle(t('verify.title'));
  const { translate, fromError } = useAccountMessage();
  const token = useLinkParams()('token');

  const verification = useLinkCall(
    ['verify-email', token],
    async () => {
      const res = await verifyEmail(token);
      if (res.data?.token) storeSession(res.data.token, res.data.user);
      return res.message;
    },
    token !== '',
  );

  useRedirectAfter(verification.isSuccess ? '/dashboard' : null, REDIRECT_MS);

  if (token && verification.isPending) {
    return <AuthWaitCard title={t('verify.loading_title')} text={t('verify.loading')} />;
  }

  if (verification.isSuccess) {
    return (
      <AuthOutcomeCard
        tone="success"
        title={t('verify.success_title')}
        message={verification.data ? translate(verification.data) : t('verify.success')}
        testId="verify-success"
        next={t('verify.redirecting')}
        link={{ to: '/dashboard', label: t('verify.go_dashboard') }}
      />
    );
  }

  const message = !token
    ? t('errors.invalid_link')
    : fromError(verification.error, 'errors.verification_failed');
  return (
    <AuthCard
      icon={<MailWarning className="h-6 w-6" aria-hidden />}
      title={t('verify.error_title')}
    >
      <FormBanner tone="error">{message}</FormBanner>
      <div className="mt-6 grid gap-3">
        <ButtonLink to="/resend-verification" fullWidth>
          {t('verify.resend')}
        </ButtonLink>
        <div className="grid grid-cols-2 gap-3">
          <ButtonLink to="/login" variant="secondary">
            {t('verify.back_to_login')}
          </ButtonLink>
          <ButtonLink to="/" variant="secondary">
            {t('verify.home')}
          </ButtonLink>
        </div>
      </div>
    </AuthCard>
  );
}
