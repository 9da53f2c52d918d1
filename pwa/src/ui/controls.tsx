import type {
  InputHTMLAttributes,
  ReactNode,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from 'react';
import { useId } from 'react';
import { useFieldWiring } from './field.tsx';

/** The box every text-like control shares; red edge when the field has an error. */
export function controlClass(invalid: boolean): string {
  return `block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm outline-none transition placeholder:text-slate-400 focus:ring-2 disabled:bg-slate-100 disabled:text-slate-600 ${
    invalid
      ? 'border-red-500 focus:border-red-600 focus:ring-red-200'
      : 'border-slate-300 focus:border-accent-600 focus:ring-accent-100'
  }`;
}

/** Props a control may not set itself: the enclosing Field owns them. */
type Wired = 'id' | 'aria-describedby' | 'aria-invalid';

/**
 * What ties a control to its `Field`: the field's id, the hint and error it is described by, and
 * whether it is required (the control's own `required` wins) and invalid.
 */
function useWiredControl(required: boolean | undefined) {
  const field = useFieldWiring();
  return {
    invalid: field.invalid,
    attributes: {
      id: field.id,
      required: required ?? field.required,
      'aria-describedby': field.describedBy,
      'aria-invalid': field.invalid || undefined,
    },
  };
}

export function TextInput({
  trailing,
  className = '',
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, Wired> & {
  /** A control inside the box, on the right (show password, a unit). */
  trailing?: ReactNode;
}) {
  const control = useWiredControl(input.required);
  return (
    <div className={`relative ${className}`}>
      <input
        {...input}
        {...control.attributes}
        className={`${controlClass(control.invalid)} ${trailing ? 'pr-11' : ''}`}
      />
      {trailing ? (
        <div className="absolute inset-y-0 right-0 flex items-center">{trailing}</div>
      ) : null}
    </div>
  );
}

export function TextArea({
  className = '',
  ...textarea
}: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, Wired>) {
  const control = useWiredControl(textarea.required);
  return (
    <textarea
      {...textarea}
      {...control.attributes}
      className={`${controlClass(control.invalid)} ${className}`}
    />
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export function Select({
  options,
  className = '',
  ...select
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, Wired | 'children'> & {
  options: readonly SelectOption[];
}) {
  const control = useWiredControl(select.required);
  return (
    <select
      {...select}
      {...control.attributes}
      className={`${controlClass(control.invalid)} pr-8 ${className}`}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

/** A checkbox with its label on the right and an optional hint below. */
export function Checkbox({
  label,
  hint,
  className = '',
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> & {
  label: ReactNode;
  hint?: ReactNode;
}) {
  const id = useId();
  return (
    <div className={`flex items-start gap-3 ${className}`}>
      <input
        {...input}
        id={id}
        type="checkbox"
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="mt-0.5 h-5 w-5 shrink-0 rounded border-slate-400 accent-accent-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600"
      />
      <div className="min-w-0">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className="text-xs text-slate-600">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}
