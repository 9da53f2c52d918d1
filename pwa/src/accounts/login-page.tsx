import { LogIn } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_MESSAGES } from '@academy/shared';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { ApiError } from '../api/api-client.ts';
import { EmailField } from './account-fields.tsx';
import { validateLogin } from './account-validation.ts';
import { fetchMe, login } from './accounts-api.ts';
import { AuthCard } from './auth-card.tsx';
import { AuthForm } from './auth-form.tsx';
import { storeSession, useAuthToken } from '../session/auth-storage.ts';
import { linkClass, PasswordField } from './form-controls.tsx';
import { GoogleButton, OrDivider } from './google-button.tsx';
import { SuspendedModal } from './lazy-suspended-modal.tsx';
import { FormBanner } from '../ui/form-banner.tsx';
import { returnPath } from '../session/require-learner.tsx';
import { isSuspendedLoginMessage, isVerifyEmailMessage } from './session-rules.ts';
import { useAccountForm } from './use-account-form.ts';
import { useAccountMessage } from './use-account-message.ts';
import { usePageTitle } from '../ui/use-page-title.ts';

type Problem =
  | { kind: 'message'; text: string }
  | { kind: 'verify-email' }
  | { kind: 'suspended' }
  | { kind: 'admin' }
  | null;

/** /login (spec 000 §2 Login, §4 Login, §8): e-mail and password, Google, links to register and reset. */
export default function LoginPage() {
  const { t } = useTranslation('accounts');
  usePageTitle(t('login.title'));
  const { fromError } = useAccountMessage();
  const navigate = useNavigate();
  const location = useLocation();
  const token = useAuthToken();
  const { values, setErrors, field } = useAccountForm({ email: '', password: '' });
  const { email, password } = values;
  const [problem, setProblem] = useState<Problem>(null);
  const [submitting, setSubmitting] = useState(false);

  // Already signed in (another tab, or the back button): the login form has nothing to do.
  if (token && !submitting) return <Navigate to={returnPath(location.state)} replace />;

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateLogin(email, password);
    setErrors(found);
    setProblem(null);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    try {
      const res = await login(email, password);
      const user = res.data.user ?? (await fetchMe(res.data.token));
      storeSession(res.data.token, user);
      void navigate(returnPath(location.state), { replace: true });
    } catch (err) {
      const message = err instanceof ApiError ? err.message : '';
      // An administrator's own password: admins sign in at /admin/login (probe finding 24.9).
      if (message === ACCOUNT_MESSAGES.adminUseAdminLogin) setProblem({ kind: 'admin' });
      else if (isVerifyEmailMessage(message)) setProblem({ kind: 'verify-email' });
      else if (isSuspendedLoginMessage(message)) setProblem({ kind: 'suspended' });
      else
        setProblem({
          kind: 'message',
          text: fromError(err, 'errors.invalid_credentials', 'errors.login_error'),
        });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AuthCard
      icon={<LogIn className="h-6 w-6" aria-hidden />}
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      footer={{ before: t('login.no_account'), to: '/register', label: t('login.register_link') }}
    >
      {problem?.kind === 'verify-email' ? (
        <FormBanner tone="warning" className="mb-4">
          <p className="font-semibold">{t('login.verify_first_title')}</p>
          <p className="mt-1">{t('messages.verifyEmailFirst')}</p>
          <Link
            to={`/resend-verification?email=${encodeURIComponent(email.trim())}`}
            className={`mt-2 inline-block ${linkClass}`}
          >
            {t('login.resend_link')}
          </Link>
        </FormBanner>
      ) : null}
      {problem?.kind === 'admin' ? (
        <FormBanner tone="warning" className="mb-4">
          <p className="font-semibold">{t('login.admin_title')}</p>
          <p className="mt-1">{t('messages.adminUseAdminLogin')}</p>
          <Link to="/admin/login" className={`mt-2 inline-block ${linkClass}`}>
            {t('login.admin_link')}
          </Link>
        </FormBanner>
      ) : null}
      <AuthForm
        onSubmit={handleSubmit}
        error={problem?.kind === 'message' ? problem.text : null}
        busy={submitting}
        submitLabel={t('login.submit')}
        busyLabel={t('login.submitting')}
      >
        <EmailField {...field('email')} />
        <PasswordField
          label={t('form.password')}
          autoComplete="current-password"
          {...field('password')}
        />
        <div className="flex justify-end">
          <Link to="/reset-password" className={`text-sm ${linkClass}`}>
            {t('login.forgot_password')}
          </Link>
        </div>
      </AuthForm>
      <OrDivider />
      <GoogleButton />
      <SuspendedModal open={problem?.kind === 'suspended'} onClose={() => setProblem(null)} />
    </AuthCard>
  );
}
