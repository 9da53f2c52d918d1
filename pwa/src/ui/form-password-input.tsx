import { Eye, EyeOff } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { TextInput } from './controls.tsx';

/**
 * A password box inside a `Field`, with a show/hide eye: on a phone keyboard a typo is otherwise
 * invisible. The eye is a toggle button (`aria-pressed`) named by what it does.
 */
export function PasswordInput({
  showLabel,
  hideLabel,
  ...input
}: Omit<ComponentProps<typeof TextInput>, 'type' | 'trailing'> & {
  showLabel: string;
  hideLabel: string;
}) {
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOff : Eye;
  return (
    <TextInput
      {...input}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((value) => !value)}
          aria-label={visible ? hideLabel : showLabel}
          aria-pressed={visible}
          className="flex h-full w-11 items-center justify-center text-slate-500 hover:text-slate-800"
        >
          <Icon className="h-5 w-5" aria-hidden />
        </button>
      }
    />
  );
}
