import type { ChangeEvent } from 'react';

/** The keys of a form's values that hold text (a select's choice is text too). */
type TextKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V];

type TextControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * `value` and `onChange` for a text control bound to one field of a form's values, so each control
 * names its field once: `<TextInput maxLength={200} {...bind('title')} />`.
 */
export function textBinder<V>(values: V, onChange: (patch: Partial<V>) => void) {
  return <K extends TextKey<V>>(key: K) => ({
    value: values[key] as string,
    onChange: (event: ChangeEvent<TextControl>) =>
      onChange({ [key]: event.target.value } as Partial<V>),
  });
}
