import type { ReactNode } from 'react';

/**
 * The buttons at the end of a long course form (Save, Upload Course). On a phone they stay at the
 * bottom of the screen over the form, so the admin can send it from anywhere in it; on a wider screen
 * they sit after the form on the right.
 */
export function FormActionBar({ children }: { children: ReactNode }) {
  return (
    <div className="sticky bottom-0 z-10 -mx-4 flex gap-2 border-t border-slate-200 bg-slate-50/95 px-4 py-3 backdrop-blur sm:static sm:mx-0 sm:justify-end sm:border-0 sm:bg-transparent sm:p-0">
      {children}
    </div>
  );
}
