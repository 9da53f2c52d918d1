import { useQueryClient } from '@tanstack/react-query';
import { Pencil, Save, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { normalisePhone } from '@academy/shared/accounts/account.schema';
import { ApiError } from '../api/api-client.ts';
import { useToast } from '../ui/toast.tsx';
import { setMe } from './account-queries.ts';
import { validateProfile, type FieldErrors, type ProfileForm } from './account-validation.ts';
import { updateProfile, type AccountUser } from './accounts-api.ts';
import { ContactSection, PersonalSection } from './profile-sections.tsx';
import { useAccountForm } from './use-account-form.ts';
import { useAccountMessage } from './use-account-message.ts';
import { splitName } from './user-display.ts';
import { Button } from '../ui/button.tsx';
import { FormActions } from '../ui/form-actions.tsx';

function formFrom(user: AccountUser): ProfileForm {
  const { firstName, lastName } = splitName(user);
  return {
    firstName,
    lastName,
    age: user.age == null ? '' : String(user.age),
    sex: user.sex ?? '',
    address: user.address ?? '',
    phoneNumber: user.phoneNumber ?? '',
    country: user.country ?? '',
    city: user.city ?? '',
  };
}

/**
 * Personal and contact information (spec 000 §2, §5 "Profile save"): read-only until Edit profile,
 * then Save and Cancel. A failed check shows the fix_validation_errors toast and a message under each
 * field, which goes away as soon as that field is edited.
 */
export function ProfileDetails({ user, token }: { user: AccountUser; token: string }) {
  const { t } = useTranslation('accounts');
  const { fromError } = useAccountMessage();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const {
    values: form,
    setErrors,
    field,
    reset,
  } = useAccountForm<keyof ProfileForm>(formFrom(user), { required: false });
  const [saving, setSaving] = useState(false);

  /** Edit profile and Cancel both start again from the saved values. */
  const edit = (on: boolean) => {
    reset(formFrom(user));
    setEditing(on);
  };

  const handleSave = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateProfile(form, user.authProvider);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      toast.error(t('profile.toast.fix_validation_errors'));
      return;
    }
    setSaving(true);
    try {
      const updated = await updateProfile(token, {
        ...form,
        firstName: form.firstName.trim(),
        lastName: form.lastName.trim(),
        age: form.age.trim(),
        phoneNumber: String(normalisePhone(form.phoneNumber)),
      });
      setMe(queryClient, token, updated);
      setEditing(false);
      toast.success(t('profile.toast.updated_successfully'));
    } catch (err) {
      if (err instanceof ApiError && err.errors) {
        setErrors(err.errors as FieldErrors<keyof ProfileForm>);
      }
      toast.error(fromError(err, 'profile.toast.failed_to_update'));
    } finally {
      setSaving(false);
    }
  };

  const saveRow = (cancelIcon?: boolean) => (
    <FormActions
      busy={saving}
      submitLabel={t('profile.save')}
      busyLabel={t('profile.saving')}
      submitIcon={<Save className="h-4 w-4" aria-hidden />}
      onCancel={() => edit(false)}
      cancelLabel={t('profile.cancel')}
      cancelIcon={cancelIcon ? <X className="h-4 w-4" aria-hidden /> : undefined}
    />
  );
  const sectionProps = {
    user,
    editing,
    field: (name: keyof ProfileForm) => ({ ...field(name), disabled: saving }),
  };

  return (
    <form onSubmit={handleSave} noValidate className="space-y-6" data-testid="profile-form">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{t('profile.title')}</h1>
        {editing ? (
          saveRow(true)
        ) : (
          <Button onClick={() => edit(true)} icon={<Pencil className="h-4 w-4" aria-hidden />}>
            {t('profile.edit')}
          </Button>
        )}
      </div>
      <PersonalSection {...sectionProps} />
      <ContactSection {...sectionProps} />
      {/* A second Save and Cancel where a phone user finishes the form, far below the heading. */}
      {editing ? saveRow() : null}
    </form>
  );
}
