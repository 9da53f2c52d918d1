import type { LucideIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { buttonClass, type ButtonSize, type ButtonVariant } from './button.tsx';

/**
 * A router link that looks like the kit's `Button` ("Browse courses", "← Back to Courses"): a link
 * because it goes somewhere, a button's look because it is the page's action. The icon is
 * decoration, so the link is named by its words alone.
 */
export function ButtonLink({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  icon: Icon,
  className = '',
  children,
  ...link
}: ComponentProps<typeof Link> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  icon?: LucideIcon;
}) {
  return (
    <Link {...link} className={`${buttonClass(variant, size, fullWidth)} ${className}`}>
      {Icon && <Icon className="h-4 w-4" aria-hidden />}
      {children}
    </Link>
  );
}
