import type { LucideIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Link } from 'react-router';

/**
 * A router link with a small icon before its words ("← Back to Courses", "✎ Edit"). The icon is
 * decoration, so the link is named by its words alone; the look comes from `className`
 * (often `buttonClass()`).
 */
export function IconLink({
  icon: Icon,
  iconClassName = 'h-4 w-4',
  children,
  ...link
}: ComponentProps<typeof Link> & { icon: LucideIcon; iconClassName?: string }) {
  return (
    <Link {...link}>
      <Icon className={iconClassName} aria-hidden />
      {children}
    </Link>
  );
}
