import { useId, type ReactNode } from 'react';

/** A white panel with an optional h2 title and an action on its right (a form section, a list box). */
export function Card({
  title,
  action,
  testId,
  children,
}: {
  title?: ReactNode;
  action?: ReactNode;
  testId?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={title ? id : undefined}
      data-testid={testId}
      className="min-w-0 space-y-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
    >
      {(title || action) && (
        <div className="flex flex-wrap items-center justify-between gap-2">
          {title && (
            <h2 id={id} className="text-lg font-bold text-slate-900">
              {title}
            </h2>
          )}
          {action}
        </div>
      )}
      {children}
    </section>
  );
}
