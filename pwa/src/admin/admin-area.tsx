import { useQuery } from '@tanstack/react-query';
import { ShieldAlert, ShieldCheck } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { ApiError } from '../api/api-client.ts';
import { Button } from '../ui/button.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { adminKeys, validateAdmin } from './admin-api.ts';
import { AdminLanguageToggle } from './admin-language-toggle.tsx';
import { AdminNavbar } from './admin-navbar.tsx';
import {
  clearAdminSession,
  getStoredAdminProfile,
  useAdminToken,
} from '../session/admin-session.ts';

/**
 * The admin area's guard and layout (spec 001 §2, §4). Without a stored admin token every admin page
 * but the login sends the visitor to /admin/login. With one, GET /api/admin/validate runs first
 * ("Verifying admin access"); a token the server rejects (401, or 403 for a non-admin, in the API's
 * own envelope: never a proxy's or captive portal's page) is removed together with the stored user. A signed-in admin who opens the login page goes to the dashboard.
 *
 * Not shown in the spec, chosen here: when the check cannot reach the server, the token is kept and the
 * page offers Retry, because a dropped connection says nothing about the token.
 */
export default function AdminArea() {
  const token = useAdminToken();
  const { pathname } = useLocation();
  const onLogin = /^\/admin\/login\/?$/.test(pathname);
  const validation = useQuery({
    queryKey: adminKeys.validate(token),
    queryFn: ({ signal }) => validateAdmin(signal),
    enabled: !!token,
  });
  const rejected =
    validation.error instanceof ApiError &&
    validation.error.fromApi &&
    (validation.error.status === 401 || validation.error.status === 403);

  useEffect(() => {
    if (token && rejected) clearAdminSession();
  }, [token, rejected]);

  let content: React.ReactNode;
  if (!token) {
    content = onLogin ? <AdminLoginShell /> : <Navigate to="/admin/login" replace />;
  } else if (rejected || validation.isPending) {
    content = <VerifyingAccess />;
  } else if (validation.isError && validation.data === undefined) {
    content = <VerifyFailed onRetry={() => void validation.refetch()} />;
  } else if (onLogin) {
    content = <Navigate to="/admin/dashboard" replace />;
  } else {
    content = (
      <div className="min-h-dvh bg-slate-50">
        <AdminNavbar admin={validation.data ?? getStoredAdminProfile()} />
        <main className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:py-8">
          <Outlet />
        </main>
      </div>
    );
  }
  // The UI kit's accent turns red in the admin area (pwa/src/styles/index.css); `contents` adds no box.
  return <div className="theme-admin contents">{content}</div>;
}

/** The login page stands alone: a plain red bar with the language choice, no admin links. */
function AdminLoginShell() {
  const { t } = useTranslation('admin');
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <header className="bg-red-700 text-white shadow">
        <div className="mx-auto flex h-14 max-w-7xl items-center justify-between px-4">
          <span className="flex items-center gap-2 text-lg font-bold tracking-wide">
            <ShieldCheck className="h-6 w-6" aria-hidden />
            {t('nav.brand')}
          </span>
          <AdminLanguageToggle />
        </div>
      </header>
      <main className="flex flex-1 items-start justify-center px-4 py-10 sm:items-center">
        <Outlet />
      </main>
    </div>
  );
}

/** The guard's full-screen states: an icon and one line in the middle of the page. */
function GuardScreen({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-slate-50 px-4 text-center">
      {children}
    </div>
  );
}

function VerifyingAccess() {
  const { t } = useTranslation('admin');
  return (
    <GuardScreen>
      <Spinner className="h-10 w-10 text-accent-600" />
      <p role="status" className="font-medium text-slate-700">
        {t('guard.verifying')}
      </p>
    </GuardScreen>
  );
}

function VerifyFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <GuardScreen>
      <ShieldAlert className="h-10 w-10 text-red-600" aria-hidden />
      <p role="alert" className="max-w-sm font-medium text-slate-800">
        {t('guard.failed')}
      </p>
      <Button onClick={onRetry}>{t('common.retry')}</Button>
    </GuardScreen>
  );
}
