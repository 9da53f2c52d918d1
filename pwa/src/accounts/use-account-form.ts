import { useState, type ChangeEvent } from 'react';
import type { FieldErrors } from './account-validation.ts';
import { useAccountMessage } from './use-account-message.ts';

/**
 * The values and field errors of an account form. `field(name)` gives a field everything it needs:
 * its value, an onChange that also clears its own error (the person is fixing it), and the error in
 * the interface language. `Extra` names errors that belong to no field (the reset link's token).
 */
export function useAccountForm<K extends string, Extra extends string = never>(
  initial: Record<K, string>,
) {
  const { translate } = useAccountMessage();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<K | Extra>>({});

  const field = (name: K) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      setValues((old) => ({ ...old, [name]: event.target.value }));
      setErrors((old) => ({ ...old, [name]: undefined }));
    },
    error: errors[name] ? translate(errors[name]) : null,
    required: true,
  });

  return { values, errors, setErrors, field };
}
