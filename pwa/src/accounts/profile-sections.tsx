import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NameFields, PhoneField } from './account-fields.tsx';
import type { ProfileForm } from './account-validation.ts';
import { SEX_OPTIONS, type AccountUser } from './accounts-api.ts';
import { TextField } from './form-controls.tsx';
import { splitName } from './user-display.ts';
import { Card } from '../ui/card.tsx';
import { Select } from '../ui/controls.tsx';
import { Field } from '../ui/field.tsx';

/** What one field of the profile form is given: `useAccountForm().field(name)`, disabled while saving. */
export interface ProfileFieldProps {
  name: string;
  value: string;
  disabled: boolean;
  required: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;
  error: string | null;
}

interface SectionProps {
  user: AccountUser;
  /** Fields while editing, else the saved values as text. */
  editing: boolean;
  field: (name: keyof ProfileForm) => ProfileFieldProps;
}

/** Name, age and sex. */
export function PersonalSection({ user, editing, field }: SectionProps) {
  const { t } = useTranslation('accounts');
  const { firstName, lastName } = splitName(user);
  return (
    <Card title={t('profile.personal_info')}>
      <div className="grid gap-4 sm:grid-cols-2">
        {editing ? (
          <>
            <NameFields first={field('firstName')} last={field('lastName')} />
            <TextField
              label={t('profile.age')}
              type="number"
              inputMode="numeric"
              min={1}
              max={120}
              {...field('age')}
            />
            <SexField {...field('sex')} />
          </>
        ) : (
          <>
            <Item label={t('form.first_name')} value={firstName} />
            <Item label={t('form.last_name')} value={lastName} />
            <Item label={t('profile.age')} value={user.age == null ? '' : String(user.age)} />
            <Item
              label={t('profile.sex_label')}
              value={user.sex ? t(`profile.sex.${user.sex}`) : ''}
            />
          </>
        )}
      </div>
    </Card>
  );
}

/**
 * E-mail (never editable), phone and address. The phone is required of an e-mail account (it was
 * given at registration) but not of a Google one.
 */
export function ContactSection({ user, editing, field }: SectionProps) {
  const { t } = useTranslation('accounts');
  return (
    <Card title={t('profile.contact_info')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Item
          label={t('form.email')}
          value={user.email}
          note={editing ? t('profile.email_locked') : undefined}
        />
        {editing ? (
          <>
            <PhoneField {...field('phoneNumber')} required={user.authProvider !== 'google'} />
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
      </div>
    </Card>
  );
}

/** A saved value as text, or "Not provided". */
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

function SexField({ error, ...select }: ProfileFieldProps) {
  const { t } = useTranslation('accounts');
  const options = [
    { value: '', label: t('profile.sex_choose') },
    ...SEX_OPTIONS.map((value) => ({ value, label: t(`profile.sex.${value}`) })),
  ];
  return (
    <Field label={t('profile.sex_label')} error={error}>
      <Select options={options} {...select} />
    </Field>
  );
}
