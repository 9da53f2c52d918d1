import type { ReactNode } from 'react';

/** The checkout result pages' column (start, success, cancel, failure). */
export function Frame({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-xl space-y-6 px-4 py-10">{children}</div>;
}
