import { useState, type ChangeEvent } from 'react';
import type { FieldErrors } from './account-validation.ts';
import { useAccountMessage } from './use-account-message.ts';

/**
 * The values and field errors of an account form. `field(name)` gives a field everything it needs:
 * its value, an onChange that also clears its own error (the person is fixing it), the error in the
 * interface language and, unless `required: false` (the profile), `required`. `Extra` names errors
 * that belong to no field (the reset link's token).
 */
export function useAccountForm<K extends string, Extra extends string = never>(
  initial: Record<K, string>,
  { required = true }: { required?: boolean } = {},
) {
  const { translate } = useAccountMessage();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<K | Extra>>({});

  const field = (name: K) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
      setValues((old) => ({ ...old, [name]: event.target.value }));
      setErrors((old) => ({ ...old, [name]: undefined }));
    },
    error: errors[name] ? translate(errors[name]) : null,
    required,
  });

  /** Back to `to` (or the start) with no errors: Cancel, or a new edit. */
  const reset = (to: Record<K, string> = initial) => {
    setValues(to);
    setErrors({});
  };

  return { values, errors, setErrors, field, reset };
}
