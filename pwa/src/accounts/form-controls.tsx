import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TextInput } from '../ui/controls.tsx';
import { Field } from '../ui/field.tsx';
import { PasswordInput } from '../ui/form-password-input.tsx';

/** A link inside an account form's words ("Forgot password?", "Sign up"). */
export const linkClass = 'font-semibold text-brand-700 underline-offset-2 hover:underline';

type FieldProps = Omit<ComponentProps<typeof TextInput>, 'trailing'> & {
  label: string;
  error?: string | null;
  hint?: ReactNode;
};

/**
 * A field of the account forms: the kit's Field and TextInput, taking the props of
 * `useAccountForm().field(name)` (value, onChange, error in the interface language, required).
 */
export function TextField({
  label,
  error,
  hint,
  className,
  password = false,
  ...input
}: FieldProps & { password?: boolean }) {
  const { t } = useTranslation('accounts');
  return (
    <Field label={label} hint={hint} error={error} required={input.required} className={className}>
      {password ? (
        <PasswordInput
          {...input}
          showLabel={t('form.show_password')}
          hideLabel={t('form.hide_password')}
        />
      ) : (
        <TextInput {...input} />
      )}
    </Field>
  );
}

/** A password field with a show/hide eye. */
export function PasswordField(props: Omit<FieldProps, 'type'>) {
  return <TextField {...props} password />;
}
