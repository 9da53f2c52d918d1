import type { ReactNode } from 'react';

/**
 * The frame of the sign-in family of screens: a centred card on a soft background, full width on a
 * 360 px phone and 28 rem wide on a desktop.
 */
export function AuthCard({
  icon,
  title,
  subtitle,
  children,
  footer,
  wide = false,
}: {
  icon?: ReactNode;
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className="flex min-h-[calc(100vh-4rem)] items-start justify-center bg-gradient-to-b from-brand-50 to-white px-4 py-8 sm:items-center sm:py-12">
      <div className={`w-full ${wide ? 'max-w-xl' : 'max-w-md'}`}>
        <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-lg sm:p-8">
          <div className="mb-6 text-center">
            {icon ? (
              <div className="mx-auto mb-3 flex h-12 w-12 items-center justify-center rounded-full bg-brand-100 text-brand-700">
                {icon}
              </div>
            ) : null}
            <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
            {subtitle ? <p className="mt-2 text-sm text-slate-600">{subtitle}</p> : null}
          </div>
          {children}
        </div>
        {footer ? <div className="mt-6 text-center text-sm text-slate-600">{footer}</div> : null}
      </div>
    </div>
  );
}
