import { useQueryClient } from '@tanstack/react-query';
import { Pencil, Save, X } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { normalisePhone } from '@academy/shared/accounts/account.schema';
import { ApiError } from '../api/api-client.ts';
import { useToast } from '../shell/toast.tsx';
import { setMe } from './account-queries.ts';
import { validateProfile, type FieldErrors, type ProfileForm } from './account-validation.ts';
import { SEX_OPTIONS, updateProfile, type AccountUser } from './accounts-api.ts';
import {
  inputClass,
  primaryButtonClass,
  secondaryButtonClass,
  Spinner,
  TextField,
} from './form-controls.tsx';
import { useAccountMessage } from './use-account-message.ts';
import { splitName } from './user-display.ts';

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
  const { translate, fromError } = useAccountMessage();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [form, setForm] = useState<ProfileForm>(() => formFrom(user));
  const [errors, setErrors] = useState<FieldErrors<keyof ProfileForm>>({});
  const [saving, setSaving] = useState(false);

  const handleEdit = () => {
    setForm(formFrom(user));
    setErrors({});
    setEditing(true);
  };
  const handleCancel = () => {
    setForm(formFrom(user));
    setErrors({});
    setEditing(false);
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

  const field = (name: keyof ProfileForm) => ({
    name,
    value: form[name],
    disabled: saving,
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
      setForm((old) => ({ ...old, [name]: e.target.value }));
      setErrors((old) => ({ ...old, [name]: undefined }));
    },
    error: errors[name] ? translate(errors[name]) : null,
  });

  const sexLabel = (value: string) => (value ? t(`profile.sex.${value}`) : '');
  const phoneRequired = user.authProvider !== 'google';

  return (
    <form onSubmit={handleSave} noValidate className="space-y-6" data-testid="profile-form">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{t('profile.title')}</h1>
        {editing ? (
          <div className="flex gap-2">
            <button
              type="button"
              onClick={handleCancel}
              disabled={saving}
              className={secondaryButtonClass}
            >
              <X className="h-4 w-4" aria-hidden />
              {t('profile.cancel')}
            </button>
            <button type="submit" disabled={saving} className={primaryButtonClass}>
              {saving ? <Spinner /> : <Save className="h-4 w-4" aria-hidden />}
              {saving ? t('profile.saving') : t('profile.save')}
            </button>
          </div>
        ) : (
          <button type="button" onClick={handleEdit} className={primaryButtonClass}>
            <Pencil className="h-4 w-4" aria-hidden />
            {t('profile.edit')}
          </button>
        )}
      </div>

      <Section title={t('profile.personal_info')}>
        {editing ? (
          <>
            <TextField
              label={t('form.first_name')}
              autoComplete="given-name"
              {...field('firstName')}
            />
            <TextField
              label={t('form.last_name')}
              autoComplete="family-name"
              {...field('lastName')}
            />
            <TextField
              label={t('profile.age')}
              type="number"
              inputMode="numeric"
              min={1}
              max={120}
              {...field('age')}
            />
            <SexSelect
              label={t('profile.sex_label')}
              placeholder={t('profile.sex_choose')}
              optionLabel={sexLabel}
              {...field('sex')}
            />
          </>
        ) : (
          <>
            <Item label={t('form.first_name')} value={splitName(user).firstName} />
            <Item label={t('form.last_name')} value={splitName(user).lastName} />
            <Item label={t('profile.age')} value={user.age == null ? '' : String(user.age)} />
            <Item label={t('profile.sex_label')} value={sexLabel(user.sex ?? '')} />
          </>
        )}
      </Section>

      <Section title={t('profile.contact_info')}>
        <Item
          label={t('form.email')}
          value={user.email}
          note={editing ? t('profile.email_locked') : undefined}
        />
        {editing ? (
          <>
            <TextField
              label={t('form.phone')}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder="+2917123456"
              required={phoneRequired}
              hint={t('form.phone_hint')}
              {...field('phoneNumber')}
            />
            <TextField
              label={t('profile.address')}
              autoComplete="street-address"
              className="sm:col-span-2"
              {...field('address')}
            />
            <TextField label={t('profile.city')} autoComplete="address-level2" {...field('city')} />
            <TextField
              label={t('profile.country')}
              autoComplete="country-name"
              {...field('country')}
            />
          </>
        ) : (
          <>
            <Item label={t('form.phone')} value={user.phoneNumber ?? ''} />
            <Item label={t('profile.address')} value={user.address ?? ''} />
            <Item label={t('profile.city')} value={user.city ?? ''} />
            <Item label={t('profile.country')} value={user.country ?? ''} />
          </>
        )}
      </Section>
      {editing ? (
        // A second Save and Cancel where a phone user finishes the form, far below the heading.
        <div className="flex justify-end gap-2">
          <button
            type="button"
            onClick={handleCancel}
            disabled={saving}
            className={secondaryButtonClass}
          >
            {t('profile.cancel')}
          </button>
          <button type="submit" disabled={saving} className={primaryButtonClass}>
            {saving ? <Spinner /> : <Save className="h-4 w-4" aria-hidden />}
            {saving ? t('profile.saving') : t('profile.save')}
          </button>
        </div>
      ) : null}
    </form>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 className="mb-4 text-lg font-semibold text-slate-900">{title}</h2>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </section>
  );
}

function Item({ label, value, note }: { label: string; value: string; note?: string }) {
  const { t } = useTranslation('accounts');
  return (
    <div className="min-w-0">
      <p className="text-sm font-medium text-slate-500">{label}</p>
      <p className={`mt-1 break-words ${value ? 'text-slate-900' : 'text-slate-500 italic'}`}>
        {value || t('profile.not_provided')}
      </p>
      {note ? <p className="mt-1 text-xs text-slate-500">{note}</p> : null}
    </div>
  );
}

function SexSelect({
  label,
  placeholder,
  optionLabel,
  error,
  ...select
}: {
  label: string;
  placeholder: string;
  optionLabel: (value: string) => string;
  error: string | null;
  name: string;
  value: string;
  disabled: boolean;
  onChange: (e: React.ChangeEvent<HTMLSelectElement>) => void;
}) {
  return (
    <div>
      <label className="mb-1 block text-sm font-medium text-slate-700">
        {label}
        <select
          {...select}
          aria-invalid={error ? true : undefined}
          className={`${inputClass} mt-1 font-normal ${error ? 'border-red-500' : 'border-slate-300'}`}
        >
          <option value="">{placeholder}</option>
          {SEX_OPTIONS.map((option) => (
            <option key={option} value={option}>
              {optionLabel(option)}
            </option>
          ))}
        </select>
      </label>
      {error ? <p className="mt-1 text-sm text-red-600">{error}</p> : null}
    </div>
  );
}
