import { MailCheck, UserPlus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { normalisePhone } from '@academy/shared/accounts/account.schema';
import { EmailField, NameFields, NewPasswordFields, PhoneField } from './account-fields.tsx';
import { validateRegistration, type RegisterForm } from './account-validation.ts';
import { register } from './accounts-api.ts';
import { AuthCard } from './auth-card.tsx';
import { AuthForm } from './auth-form.tsx';
import { GoogleButton, OrDivider } from './google-button.tsx';
import { FormBanner } from '../ui/form-banner.tsx';
import { PhotoPicker } from './photo-picker.tsx';
import { useAccountForm } from './use-account-form.ts';
import { useAccountMessage } from './use-account-message.ts';
import { Button } from '../ui/button.tsx';
import { usePageTitle } from '../ui/use-page-title.ts';

const EMPTY: RegisterForm = {
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  password: '',
  confirmPassword: '',
};

/**
 * /register (spec 000 §2, §4, §5). Sends multipart `name` ("first last"), `email`, `phoneNumber`,
 * `password` and the optional `profilePhoto`. Success shows the server's message and, once the learner
 * has read it, goes to the home page.
 */
export default function RegisterPage() {
  const { t } = useTranslation('accounts');
  usePageTitle(t('register.title'));
  const { translate, fromError } = useAccountMessage();
  const navigate = useNavigate();
  const { values: form, setErrors, field } = useAccountForm(EMPTY);
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    const found = validateRegistration(form);
    setErrors(found);
    if (Object.keys(found).length > 0 || photoError) return;
    const body = new FormData();
    body.append('name', `${form.firstName.trim()} ${form.lastName.trim()}`);
    body.append('email', form.email.trim());
    body.append('phoneNumber', String(normalisePhone(form.phoneNumber)));
    body.append('password', form.password);
    if (photo) body.append('profilePhoto', photo);
    setSubmitting(true);
    try {
      const res = await register(body);
      setDone(res.message ? translate(res.message) : t('register.success_default'));
    } catch (err) {
      setServerError(fromError(err, 'errors.registration_error'));
    } finally {
      setSubmitting(false);
    }
  };

  if (done !== null) {
    return (
      <AuthCard
        icon={<MailCheck className="h-6 w-6" aria-hidden />}
        title={t('register.success_title')}
      >
        <FormBanner tone="success">
          <p data-testid="register-success">{done}</p>
        </FormBanner>
        <Button autoFocus fullWidth onClick={() => void navigate('/')} className="mt-6">
          {t('register.success_ok')}
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      wide
      icon={<UserPlus className="h-6 w-6" aria-hidden />}
      title={t('register.title')}
      subtitle={t('register.subtitle')}
      footer={{ before: t('register.have_account'), to: '/login', label: t('register.login_link') }}
    >
      <AuthForm
        onSubmit={handleSubmit}
        error={serverError}
        busy={submitting}
        submitLabel={t('register.submit')}
        busyLabel={t('register.submitting')}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <NameFields first={field('firstName')} last={field('lastName')} />
        </div>
        <EmailField {...field('email')} />
        <PhoneField {...field('phoneNumber')} />
        <div className="grid gap-4 sm:grid-cols-2">
          <NewPasswordFields
            label={t('form.password')}
            password={field('password')}
            confirm={field('confirmPassword')}
          />
        </div>
        <PhotoPicker file={photo} error={photoError} onChange={setPhoto} onError={setPhotoError} />
      </AuthForm>
      <OrDivider />
      <GoogleButton />
    </AuthCard>
  );
}
