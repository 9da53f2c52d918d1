import { KeyRound, ShieldCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../ui/toast.tsx';
import { validatePasswordChange } from './account-validation.ts';
import { changePassword, type AccountUser } from './accounts-api.ts';
import { storeSession } from '../session/auth-storage.ts';
import { PasswordField } from './form-controls.tsx';
import { useAccountForm } from './use-account-form.ts';
import { useAccountMessage } from './use-account-message.ts';
import { Button } from '../ui/button.tsx';
import { Card } from '../ui/card.tsx';
import { FormActions } from '../ui/form-actions.tsx';

type Field = 'currentPassword' | 'newPassword' | 'confirmPassword';
const EMPTY: Record<Field, string> = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Security settings (spec 000 §2, §5, §8): a Change password panel that opens and closes. A password
 * change ends the learner's other sessions; the server answers a fresh token for this one, which is
 * stored at once so the next session check keeps this device signed in.
 */
export function PasswordPanel({ user, token }: { user: AccountUser; token: string }) {
  const { t } = useTranslation('accounts');
  const { fromError } = useAccountMessage();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const { values: form, setErrors, field, reset } = useAccountForm<Field>(EMPTY);
  const [saving, setSaving] = useState(false);

  const close = () => {
    setOpen(false);
    reset();
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

  // A Google account has no password here: the panel says so and offers no change.
  const google = user.authProvider === 'google';
  const passwordField = (name: Field, label: string, autoComplete: string) => (
    <PasswordField label={label} autoComplete={autoComplete} disabled={saving} {...field(name)} />
  );

  return (
    <Card>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex items-start gap-3">
          <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <ShieldCheck className="h-5 w-5" aria-hidden />
          </span>
          <div>
            <h2 className="text-lg font-semibold text-slate-900">{t('profile.security')}</h2>
            <p className="text-sm text-slate-600">
              {google ? t('profile.security_google') : t('profile.security_hint')}
            </p>
          </div>
        </div>
        {!open && !google ? (
          <Button
            variant="secondary"
            onClick={() => setOpen(true)}
            icon={<KeyRound className="h-4 w-4" aria-hidden />}
          >
            {t('profile.change_password')}
          </Button>
        ) : null}
      </div>
      {open ? (
        <form
          onSubmit={handleSubmit}
          noValidate
          className="grid gap-4 sm:grid-cols-2"
          data-testid="password-form"
        >
          <div className="sm:col-span-2 sm:max-w-sm">
            {passwordField('currentPassword', t('form.current_password'), 'current-password')}
          </div>
          {passwordField('newPassword', t('form.new_password'), 'new-password')}
          {passwordField('confirmPassword', t('form.confirm_new_password'), 'new-password')}
          <FormActions
            className="sm:col-span-2"
            busy={saving}
            submitLabel={t('profile.password_submit')}
            busyLabel={t('profile.password_saving')}
            onCancel={close}
            cancelLabel={t('profile.cancel')}
          />
        </form>
      ) : null}
    </Card>
  );
}
