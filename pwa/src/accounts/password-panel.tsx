import { KeyRound, ShieldCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../shell/toast.tsx';
import { validatePasswordChange, type FieldErrors } from './account-validation.ts';
import { changePassword, type AccountUser } from './accounts-api.ts';
import { storeSession } from './auth-storage.ts';
import {
  PasswordField,
  primaryButtonClass,
  secondaryButtonClass,
  Spinner,
} from './form-controls.tsx';
import { useAccountMessage } from './use-account-message.ts';

type Field = 'currentPassword' | 'newPassword' | 'confirmPassword';
const EMPTY: Record<Field, string> = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Security settings (spec 000 §2, §5, §8): a Change password panel that opens and closes. A password
 * change ends the learner's other sessions; the server answers a fresh token for this one, which is
 * stored at once so the next session check keeps this device signed in.
 */
export function PasswordPanel({ user, token }: { user: AccountUser; token: string }) {
  const { t } = useTranslation('accounts');
  const { translate, fromError } = useAccountMessage();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [saving, setSaving] = useState(false);

  const close = () => {
    setOpen(false);
    setForm(EMPTY);
    setErrors({});
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validatePasswordChange(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      const res = await changePassword(token, form.currentPassword, form.newPassword);
      if (res.data?.token) storeSession(res.data.token, (res.data as { user?: AccountUser }).user);
      close();
      toast.success(t('profile.toast.password_changed_successfully'));
    } catch (err) {
      toast.error(fromError(err, 'profile.toast.failed_to_change_password'));
    } finally {
      setSaving(false);
    }
  };

  const field = (name: Field, label: string, autoComplete: string) => (
    <PasswordField
      label={label}
      name={name}
      autoComplete={autoComplete}
      required
      disabled={saving}
      value={form[name]}
      onChange={(e) => {
        setForm((old) => ({ ...old, [name]: e.target.value }));
        setErrors((old) => ({ ...old, [name]: undefined }));
      }}
      error={errors[name] ? translate(errors[name]) : null}
    />
  );

  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex items-start gap-3">
          <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <ShieldCheck className="h-5 w-5" aria-hidden />
          </span>
          <div>
            <h2 className="text-lg font-semibold text-slate-900">{t('profile.security')}</h2>
            <p className="text-sm text-slate-600">
              {user.authProvider === 'google'
                ? t('profile.security_google')
                : t('profile.security_hint')}
            </p>
          </div>
        </div>
        {!open && user.authProvider !== 'google' ? (
          <button type="button" onClick={() => setOpen(true)} className={secondaryButtonClass}>
            <KeyRound className="h-4 w-4" aria-hidden />
            {t('profile.change_password')}
          </button>
        ) : null}
      </div>
      {open ? (
        <form
          onSubmit={handleSubmit}
          noValidate
          className="mt-5 grid gap-4 sm:grid-cols-2"
          data-testid="password-form"
        >
          <div className="sm:col-span-2 sm:max-w-sm">
            {field('currentPassword', t('form.current_password'), 'current-password')}
          </div>
          {field('newPassword', t('form.new_password'), 'new-password')}
          {field('confirmPassword', t('form.confirm_new_password'), 'new-password')}
          <div className="flex flex-wrap justify-end gap-2 sm:col-span-2">
            <button
              type="button"
              onClick={close}
              disabled={saving}
              className={secondaryButtonClass}
            >
              {t('profile.cancel')}
            </button>
            <button type="submit" disabled={saving} className={primaryButtonClass}>
              {saving ? <Spinner /> : null}
              {saving ? t('profile.password_saving') : t('profile.password_submit')}
            </button>
          </div>
        </form>
      ) : null}
    </section>
  );
}
