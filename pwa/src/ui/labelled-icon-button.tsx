import type { LucideIcon } from 'lucide-react';
import type { ComponentProps } from 'react';

/**
 * A plain button (never a submit) with a small decorative icon before its label, for the screens
 * whose buttons keep a look of their own in `className`; `Button` is the kit's look. The button is
 * named by its label alone.
 */
export function LabelledIconButton({
  icon: Icon,
  iconClassName = 'h-4 w-4',
  type = 'button',
  children,
  ...button
}: ComponentProps<'button'> & {
  icon: LucideIcon;
  iconClassName?: string;
  /** Marks the button the enclosing `Dialog` focuses first. */
  'data-autofocus'?: boolean;
}) {
  return (
    <button type={type} {...button}>
      <Icon className={iconClassName} aria-hidden />
      {children}
    </button>
  );
}
