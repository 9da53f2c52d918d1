import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField, TextField } from './form-controls.tsx';

type PresetProps = Omit<ComponentProps<typeof TextField>, 'label' | 'type' | 'inputMode'>;

/**
 * A field whose keyboard, check and autofill follow one kind of value (`type`, `inputMode` and
 * `autoComplete` are the same word for an e-mail address and a phone number), so a learner on a small
 * screen types as little as possible.
 */
function KindField({ kind, ...props }: PresetProps & { kind: 'email' | 'tel'; label: string }) {
  return <TextField type={kind} inputMode={kind} autoComplete={kind} {...props} />;
}

/** The e-mail field of every account form (login, register, reset, resend). */
export function EmailField(props: PresetProps) {
  const { t } = useTranslation('accounts');
  return <KindField kind="email" label={t('form.email')} name="email" {...props} />;
}

/** The phone field (register, completing a Google sign-in): phone keyboard and the expected form. */
export function PhoneField(props: PresetProps) {
  const { t } = useTranslation('accounts');
  return (
    <KindField
      kind="tel"
      label={t('form.phone')}
      placeholder="+2917123456"
      hint={t('form.phone_hint')}
      {...props}
    />
  );
}

/** First and last name, for a grid of two columns (register, profile). */
export function NameFields({ first, last }: { first: PresetProps; last: PresetProps }) {
  const { t } = useTranslation('accounts');
  return (
    <>
      <TextField label={t('form.first_name')} autoComplete="given-name" {...first} />
      <TextField label={t('form.last_name')} autoComplete="family-name" {...last} />
    </>
  );
}

/** A new password with its rules under it, then the same again (register, reset). */
export function NewPasswordFields({
  label,
  password,
  confirm,
}: {
  label: string;
  password: PresetProps;
  confirm: PresetProps;
}) {
  const { t } = useTranslation('accounts');
  return (
    <>
      <PasswordField
        label={label}
        autoComplete="new-password"
        hint={t('form.password_hint')}
        {...password}
      />
      <PasswordField label={t('form.confirm_password')} autoComplete="new-password" {...confirm} />
    </>
  );
}
