import { Phone } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_MESSAGES } from '@academy/shared/accounts/account.schema';
import { ApiError } from '../api/api-client.ts';
import { PhoneField } from './account-fields.tsx';
import { validateGooglePhone } from './account-validation.ts';
import { completeGoogleRegistration } from './accounts-api.ts';
import { AuthCard } from './auth-card.tsx';
import { AuthForm } from './auth-form.tsx';
import { useLinkParams, useRedirectAfter } from './auth-link.ts';
import { AuthOutcomeCard, AuthWaitCard } from './auth-status-cards.tsx';
import { storeSession } from '../session/auth-storage.ts';
import { useAccountForm } from './use-account-form.ts';
import { useAccountMessage } from './use-account-message.ts';
import { Button } from '../ui/button.tsx';
import { ButtonLink } from '../ui/button-link.tsx';
import { usePageTitle } from '../ui/use-page-title.ts';

const REDIRECT_MS = 2_000;

type Panel =
  | { kind: 'input' }
  | { kind: 'loading' }
  | { kind: 'success'; message: string }
  | { kind: 'error'; message: string; invalidLink: boolean };

/**
 * /complete-google-registration?registrationToken&email&name (spec 001 §2, §4, §5, §8), outside the shell: a new
 * Google account gives its phone number. Panels input → loading → success (token stored, dashboard
 * after 2 s) or error; Try Again returns to the input with the phone cleared. A link missing its registration token,
 * email or name starts in error with only 'Go to Login'.
 */
export default function CompleteGoogleRegistrationPage() {
  const { t } = useTranslation('accounts');
  usePageTitle(t('google.complete_title'));
  const { translate } = useAccountMessage();
  const param = useLinkParams();
  const registrationToken = param('registrationToken');
  const email = param('email');
  const name = param('name');
  const linkValid = Boolean(registrationToken && email && name);

  const [panel, setPanel] = useState<Panel>(() =>
    linkValid
      ? { kind: 'input' }
      : { kind: 'error', message: ACCOUNT_MESSAGES.registrationLinkInvalid, invalidLink: true },
  );
  const { values, setErrors, field, reset } = useAccountForm({ phoneNumber: '' });

  useRedirectAfter(panel.kind === 'success' ? '/dashboard' : null, REDIRECT_MS);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validateGooglePhone(registrationToken, values.phoneNumber);
    if ('error' in checked) {
      // A malformed registration token is a broken link, not something the phone field can fix.
      if (checked.error === ACCOUNT_MESSAGES.registrationLinkInvalid) {
        setPanel({ kind: 'error', message: checked.error, invalidLink: true });
      } else setErrors({ phoneNumber: checked.error });
      return;
    }
    setPanel({ kind: 'loading' });
    try {
      const res = await completeGoogleRegistration(registrationToken, checked.phoneNumber);
      if (res.data?.token) storeSession(res.data.token, res.data.user);
      setPanel({
        kind: 'success',
        message: res.message ? translate(res.message) : t('google.complete_success'),
      });
    } catch (err) {
      const network = err instanceof ApiError && err.isNetworkError;
      const message = network
        ? t('google.complete_network_error')
        : err instanceof ApiError && err.status < 500 && err.message
          ? translate(err.message)
          : t('google.complete_failed');
      setPanel({ kind: 'error', message, invalidLink: false });
    }
  };

  const handleTryAgain = () => {
    reset();
    setPanel({ kind: 'input' });
  };

  switch (panel.kind) {
    case 'loading':
      return (
        <AuthWaitCard
          standalone
          title={t('google.complete_loading_title')}
          text={t('google.complete_loading')}
        />
      );
    case 'success':
      return (
        <AuthOutcomeCard
          standalone
          tone="success"
          title={t('google.complete_success_title')}
          message={panel.message}
          testId="complete-google-success"
          next={t('google.redirect_dashboard')}
        />
      );
    case 'error':
      return (
        <AuthOutcomeCard
          standalone
          tone="error"
          title={t('google.complete_error_title')}
          message={translate(panel.message)}
          testId="complete-google-error"
          actions={
            <div className="mt-6 grid gap-3">
              {panel.invalidLink ? null : (
                <Button fullWidth onClick={handleTryAgain}>
                  {t('google.try_again')}
                </Button>
              )}
              <ButtonLink
                to="/login"
                variant={panel.invalidLink ? 'primary' : 'secondary'}
                fullWidth
              >
                {t('google.go_login')}
              </ButtonLink>
            </div>
          }
        />
      );
    case 'input':
      return (
        <AuthCard
          standalone
          icon={<Phone className="h-6 w-6" aria-hidden />}
          title={t('google.complete_title')}
          subtitle={t('google.complete_subtitle', { name })}
        >
          <p className="mb-4 rounded-lg bg-slate-50 px-3 py-2 text-center text-sm text-slate-600">
            {t('google.signed_in_as')}{' '}
            <span className="font-semibold break-all text-slate-800">{email}</span>
          </p>
          <AuthForm onSubmit={handleSubmit} submitLabel={t('google.complete_submit')}>
            <PhoneField {...field('phoneNumber')} />
          </AuthForm>
        </AuthCard>
      );
  }
}
