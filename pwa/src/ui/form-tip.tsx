import { Info } from 'lucide-react';
import type { ReactNode } from 'react';
import type { IconComponent } from './icon-type.ts';

/**
 * A line of help inside a form, in a pale blue box with a small decorative icon (Info unless told):
 * what a setting does, what happens on sending. It is read in place, not announced.
 */
export function FormTip({
  icon: Icon = Info,
  children,
}: {
  icon?: IconComponent;
  children: ReactNode;
}) {
  return (
    <p className="flex gap-2 rounded-lg bg-sky-50 p-3 text-sm text-sky-900">
      <Icon className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      {children}
    </p>
  );
}
