import { KeyRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { validateReset } from './account-validation.ts';
import { forgotPassword, resetPassword } from './accounts-api.ts';
import { AuthCard } from './auth-card.tsx';
import { AuthForm } from './auth-form.tsx';
import { useLinkParams, useRedirectAfter } from './auth-link.ts';
import { AuthOutcomeCard } from './auth-status-cards.tsx';
import { EmailRequestCard } from './email-request-card.tsx';
import { NewPasswordFields } from './account-fields.tsx';
import { useAccountForm } from './use-account-form.ts';
import { useAccountMessage } from './use-account-message.ts';
import { usePageTitle } from '../ui/use-page-title.ts';

const REDIRECT_MS = 3_000;

/**
 * /reset-password (spec 000 §2, §4, §5, §8): without a token the request-a-link form; with `?token=`
 * the new-password form, which goes to /login 3 s after success.
 */
export default function ResetPasswordPage() {
  const token = useLinkParams()('token');
  return token ? <NewPasswordForm token={token} /> : <RequestLinkForm />;
}

function RequestLinkForm() {
  const { t } = useTranslation('accounts');
  const { translate, fromError } = useAccountMessage();
  return (
    <EmailRequestCard
      icon={<KeyRound className="h-6 w-6" aria-hidden />}
      title={t('reset.request_title')}
      subtitle={t('reset.request_subtitle')}
      backLabel={t('reset.back_to_login')}
      submitLabel={t('reset.request_submit')}
      busyLabel={t('reset.request_submitting')}
      send={async (email) => {
        const res = await forgotPassword(email);
        return res.message ? translate(res.message) : t('reset.request_sent');
      }}
      describeFailure={(err) => fromError(err, 'errors.reset_error', 'errors.reset_error_retry')}
      resultTestId="reset-request-result"
    />
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation('accounts');
  usePageTitle(t('reset.new_title'));
  const { translate, fromError } = useAccountMessage();
  const { values, errors, setErrors, field } = useAccountForm<
    'newPassword' | 'confirmPassword',
    'token'
  >({ newPassword: '', confirmPassword: '' });
  const [serverError, setServerError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  useRedirectAfter(done === null ? null : '/login', REDIRECT_MS);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    const found = validateReset(token, values.newPassword, values.confirmPassword);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    try {
      const res = await resetPassword(token, values.newPassword);
      setDone(res.message ? translate(res.message) : t('reset.done'));
    } catch (err) {
      setServerError(fromError(err, 'errors.reset_failed', 'errors.reset_failed_retry'));
    } finally {
      setSubmitting(false);
    }
  };

  if (done !== null) {
    return (
      <AuthOutcomeCard
        tone="success"
        icon={<KeyRound className="h-6 w-6" aria-hidden />}
        title={t('reset.done_title')}
        message={done}
        testId="reset-done"
        next={t('reset.redirecting')}
        link={{ to: '/login', label: t('reset.back_to_login') }}
      />
    );
  }

  return (
    <AuthCard
      icon={<KeyRound className="h-6 w-6" aria-hidden />}
      title={t('reset.new_title')}
      subtitle={t('reset.new_subtitle')}
      footer={{ to: '/reset-password', label: t('reset.request_again') }}
    >
      <AuthForm
        onSubmit={handleSubmit}
        error={serverError ?? (errors.token ? translate(errors.token) : null)}
        busy={submitting}
        submitLabel={t('reset.new_submit')}
        busyLabel={t('reset.new_submitting')}
      >
        <NewPasswordFields
          label={t('form.new_password')}
          password={field('newPassword')}
          confirm={field('confirmPassword')}
        />
      </AuthForm>
    </AuthCard>
  );
}
