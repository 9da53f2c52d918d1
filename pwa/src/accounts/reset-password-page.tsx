import { KeyRound } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { validateEmail, validateReset, type FieldErrors } from './account-validation.ts';
import { forgotPassword, resetPassword } from './accounts-api.ts';
import { AuthCard } from './auth-card.tsx';
import {
  linkClass,
  PasswordField,
  primaryButtonClass,
  SubmitButton,
  TextField,
} from './form-controls.tsx';
import { Notice } from './notice.tsx';
import { useAccountMessage } from './use-account-message.ts';
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
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    const problem = validateEmail(email);
    setFieldError(problem);
    if (problem) return;
    setSubmitting(true);
    try {
      const res = await forgotPassword(email);
      setResult({ ok: true, text: res.message ? translate(res.message) : t('reset.request_sent') });
    } catch (err) {
      setResult({
        ok: false,
        text: fromError(err, 'errors.reset_error', 'errors.reset_error_retry'),
      });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AuthCard
      icon={<KeyRound className="h-6 w-6" aria-hidden />}
      title={t('reset.request_title')}
      subtitle={t('reset.request_subtitle')}
      footer={
        <Link to="/login" className={linkClass}>
          {t('reset.back_to_login')}
        </Link>
      }
    >
      {result ? (
        <Notice tone={result.ok ? 'success' : 'error'} className="mb-4">
          <span data-testid="reset-request-result">{result.text}</span>
        </Notice>
      ) : null}
      <form onSubmit={handleSubmit} noValidate className="space-y-4">
        <TextField
          label={t('form.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          name="email"
          required
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            setFieldError(null);
          }}
          error={fieldError ? translate(fieldError) : null}
        />
        <SubmitButton
          busy={submitting}
          label={t('reset.request_submit')}
          busyLabel={t('reset.request_submitting')}
        />
      </form>
    </AuthCard>
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation('accounts');
  usePageTitle(t('reset.new_title'));
  const { translate, fromError } = useAccountMessage();
  const navigate = useNavigate();
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<'newPassword' | 'confirmPassword' | 'token'>>(
    {},
  );
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
    const found = validateReset(token, newPassword, confirmPassword);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    try {
      const res = await resetPassword(token, newPassword);
      setDone(res.message ? translate(res.message) : t('reset.done'));
    } catch (err) {
      setServerError(fromError(err, 'errors.reset_failed', 'errors.reset_failed_retry'));
    } finally {
      setSubmitting(false);
    }
  };

  if (done !== null) {
    return (
      <AuthCard icon={<KeyRound className="h-6 w-6" aria-hidden />} title={t('reset.done_title')}>
        <Notice tone="success">
          <p data-testid="reset-done">{done}</p>
          <p className="mt-1">{t('reset.redirecting')}</p>
        </Notice>
        <Link to="/login" className={`${primaryButtonClass} mt-6 w-full`}>
          {t('reset.back_to_login')}
        </Link>
      </AuthCard>
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
        <Notice tone="error" className="mb-4">
          {serverError ?? translate(errors.token ?? '')}
        </Notice>
      ) : null}
      <form onSubmit={handleSubmit} noValidate className="space-y-4">
        <PasswordField
          label={t('form.new_password')}
          autoComplete="new-password"
          name="newPassword"
          required
          hint={t('form.password_hint')}
          value={newPassword}
          onChange={(e) => {
            setNewPassword(e.target.value);
            setErrors((old) => ({ ...old, newPassword: undefined }));
          }}
          error={errors.newPassword ? translate(errors.newPassword) : null}
        />
        <PasswordField
          label={t('form.confirm_password')}
          autoComplete="new-password"
          name="confirmPassword"
          required
          value={confirmPassword}
          onChange={(e) => {
            setConfirmPassword(e.target.value);
            setErrors((old) => ({ ...old, confirmPassword: undefined }));
          }}
          error={errors.confirmPassword ? translate(errors.confirmPassword) : null}
        />
        <SubmitButton
          busy={submitting}
          label={t('reset.new_submit')}
          busyLabel={t('reset.new_submitting')}
        />
      </form>
    </AuthCard>
  );
}
