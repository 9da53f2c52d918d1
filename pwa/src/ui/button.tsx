import { isValidElement, type ButtonHTMLAttributes, type ReactNode } from 'react';
import type { IconComponent } from './icon-type.ts';
import { Spinner } from './spinner.tsx';

export type ButtonVariant =
  'primary' | 'secondary' | 'danger' | 'success' | 'ghost' | 'quiet' | 'dark' | 'dangerOutline';
export type ButtonSize = 'sm' | 'md' | 'lg';

const VARIANT: Record<ButtonVariant, string> = {
  primary: 'bg-accent-600 text-white shadow-sm hover:bg-accent-700',
  secondary: 'bg-white text-slate-700 shadow-sm ring-1 ring-slate-300 ring-inset hover:bg-slate-50',
  danger: 'bg-red-700 text-white shadow-sm hover:bg-red-800',
  success: 'bg-green-700 text-white shadow-sm hover:bg-green-800',
  ghost: 'text-slate-700 hover:bg-slate-100',
  /** A ghost in the accent colour: the lesser of two actions side by side (Log in beside Sign up). */
  quiet: 'text-accent-700 hover:bg-accent-50',
  /** The quiet close of a problem dialog: dark, so it does not read as the red of the problem. */
  dark: 'bg-slate-800 text-white shadow-sm hover:bg-slate-900',
  /** A destructive action that is not the screen's main one (Delete beside Edit). */
  dangerOutline: 'bg-white text-red-700 shadow-sm ring-1 ring-red-200 ring-inset hover:bg-red-50',
};

const SIZE: Record<ButtonSize, string> = {
  sm: 'min-h-9 px-3 text-sm',
  md: 'min-h-11 px-4 text-sm',
  lg: 'min-h-11 px-5 text-base',
};

/** `icon` may be a drawn node or, like `ButtonLink`'s, an icon component (a function or a forwardRef). */
function isIconComponent(icon: ReactNode | IconComponent): icon is IconComponent {
  return (
    typeof icon === 'function' ||
    (typeof icon === 'object' && icon !== null && '$$typeof' in icon && !isValidElement(icon))
  );
}

/**
 * The classes of a button, for the few places that must style something else as one (a router Link
 * that looks like a button).
 */
export function buttonClass(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  fullWidth = false,
): string {
  return `inline-flex items-center justify-center gap-2 rounded-lg text-center font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600 disabled:cursor-not-allowed disabled:opacity-60 ${VARIANT[variant]} ${SIZE[size]} ${fullWidth ? 'w-full' : ''}`;
}

/**
 * A button. While `busy` it is disabled, shows a spinner and, when given, its busy label ("Saving…"),
 * so a second click cannot send the same thing twice.
 */
export function Button({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  busy = false,
  busyLabel,
  icon,
  type = 'button',
  disabled,
  className = '',
  children,
  ...button
}: ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  busy?: boolean;
  busyLabel?: ReactNode;
  /**
   * A decorative icon before the label, replaced by the spinner while busy: an icon component
   * (`icon={Save}`) or a node for one drawn otherwise.
   */
  icon?: ReactNode | IconComponent;
}) {
  const Icon = isIconComponent(icon) ? icon : null;
  return (
    <button
      {...button}
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={`${buttonClass(variant, size, fullWidth)} ${className}`}
    >
      {busy ? <Spinner /> : Icon ? <Icon className="h-4 w-4" aria-hidden /> : (icon as ReactNode)}
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}
