import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { linkClass } from './form-controls.tsx';
import { AppLogo } from '../ui/app-logo.tsx';

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
  standalone = false,
}: {
  icon?: ReactNode;
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** The line under the card: an optional sentence, then its link ("No account? Sign up"). */
  footer?: { before?: string; to: string; label: string };
  wide?: boolean;
  /** Outside the public shell (Google pages): the page brings its own logo and fills the screen. */
  standalone?: boolean;
}) {
  return (
    <div
      className={`flex ${standalone ? 'min-h-dvh' : 'min-h-[calc(100dvh-4rem)]'} items-start justify-center bg-gradient-to-b from-brand-50 to-white px-4 py-8 sm:items-center sm:py-12`}
    >
      <div className={`w-full ${wide ? 'max-w-xl' : 'max-w-md'}`}>
        {standalone ? (
          <Link to="/" className="mx-auto mb-6 flex w-fit rounded-lg">
            <AppLogo />
          </Link>
        ) : null}
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
        {footer ? (
          <p className="mt-6 text-center text-sm text-slate-600">
            {footer.before ? `${footer.before} ` : null}
            <Link to={footer.to} className={linkClass}>
              {footer.label}
            </Link>
          </p>
        ) : null}
      </div>
    </div>
  );
}
