import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from './form-controls.tsx';

type PresetProps = Omit<ComponentProps<typeof TextField>, 'label' | 'type' | 'inputMode'>;

/**
 * The e-mail field of every account form (login, register, reset, resend): the right keyboard on a
 * phone and the browser's autofill, so a learner on a small screen types as little as possible.
 */
export function EmailField(props: PresetProps) {
  const { t } = useTranslation('accounts');
  return (
    <TextField
      label={t('form.email')}
      type="email"
      inputMode="email"
      autoComplete="email"
      name="email"
      {...props}
    />
  );
}

/** The phone field (register, completing a Google sign-in): phone keyboard and the expected form. */
export function PhoneField(props: PresetProps) {
  const { t } = useTranslation('accounts');
  return (
    <TextField
      label={t('form.phone')}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder="+2917123456"
      hint={t('form.phone_hint')}
      {...props}
    />
  );
}
