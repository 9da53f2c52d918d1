import { KeyRound } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { validateReset } from './account-validation.ts';
import { forgotPassword, resetPassword } from './accounts-api.ts';
import { AuthCard } from './auth-card.tsx';
import { AuthOutcomeCard } from './auth-status-cards.tsx';
import { EmailRequestCard } from './email-request-card.tsx';
import { linkClass, PasswordField } from './form-controls.tsx';
import { FormBanner } from '../ui/form-banner.tsx';
import { useAccountForm } from './use-account-form.ts';
import { useAccountMessage } from './use-account-message.ts';
import { ButtonLink } from '../ui/button-link.tsx';
import { FormActions } from '../ui/form-actions.tsx';
import { usePageTitle } from '../ui/use-page-title.ts';

const REDIRECT_MS = 3_000;

/**
 * /reset-password (spec 000 §2, §4, §5, §8): without a token the request-a-link form; with `?token=`
 * the new-password form, which goes to /login 3 s after success.
 */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  return token ? <NewPasswordForm token={token} /> : <RequestLinkForm />;
}

function RequestLinkForm() {
  const { t } = useTranslation('accounts');
  usePageTitle(t('reset.request_title'));
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
  const navigate = useNavigate();
  const { values, errors, setErrors, field } = useAccountForm<
    'newPassword' | 'confirmPassword',
    'token'
  >({ newPassword: '', confirmPassword: '' });
  const [serverError, setServerError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    if (done === null) return;
    const timer = window.setTimeout(() => void navigate('/login', { replace: true }), REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [done, navigate]);

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
        actions={
          <ButtonLink to="/login" fullWidth className="mt-6">
            {t('reset.back_to_login')}
          </ButtonLink>
        }
      />
    );
  }

  return (
    <AuthCard
      icon={<KeyRound className="h-6 w-6" aria-hidden />}
      title={t('reset.new_title')}
      subtitle={t('reset.new_subtitle')}
      footer={
        <Link to="/reset-password" className={linkClass}>
          {t('reset.request_again')}
        </Link>
      }
    >
      {serverError || errors.token ? (
        <FormBanner tone="error" className="mb-4">
          {serverError ?? translate(errors.token ?? '')}
        </FormBanner>
      ) : null}
      <form onSubmit={handleSubmit} noValidate className="space-y-4">
        <PasswordField
          label={t('form.new_password')}
          autoComplete="new-password"
          hint={t('form.password_hint')}
          {...field('newPassword')}
        />
        <PasswordField
          label={t('form.confirm_password')}
          autoComplete="new-password"
          {...field('confirmPassword')}
        />
        <FormActions
          fullWidth
          busy={submitting}
          submitLabel={t('reset.new_submit')}
          busyLabel={t('reset.new_submitting')}
        />
      </form>
    </AuthCard>
  );
}
