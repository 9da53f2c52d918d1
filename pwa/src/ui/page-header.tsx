import type { ReactNode } from 'react';

/**
 * The top of a screen: its one h1, a line under it, and the screen's actions (on the right on a wide
 * screen, below on a phone). `before` holds a back link or breadcrumb above the title.
 */
export function PageHeader({
  title,
  subtitle,
  actions,
  before,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
  before?: ReactNode;
}) {
  return (
    <header className="space-y-2">
      {before}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold break-words text-slate-900 sm:text-3xl">{title}</h1>
          {subtitle ? <p className="mt-1 text-slate-600">{subtitle}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap gap-2 sm:shrink-0">{actions}</div> : null}
      </div>
    </header>
  );
}
