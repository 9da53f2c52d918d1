import { RefreshCw } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useRouteError } from 'react-router';
import { FirstScreenHandover } from './first-screen.tsx';
import { AppLogo } from '../ui/app-logo.tsx';
import { Button } from '../ui/button.tsx';

/**
 * Shown instead of React Router's developer screen when a page fails: most often its code chunk could not
 * be downloaded (offline, or a new version replaced the files), which a reload fixes.
 */
export function RouteErrorPage() {
  const { t } = useTranslation('common');
  const error = useRouteError();

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <div
      className="flex min-h-dvh flex-col items-center justify-center gap-6 px-4 text-center"
      role="alert"
    >
      <Link to="/" aria-label={t('nav.home')}>
        <AppLogo />
      </Link>
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{t('error.title')}</h1>
        <p className="mt-2 max-w-md text-slate-600">{t('error.body')}</p>
      </div>
      <Button
        size="lg"
        onClick={() => window.location.reload()}
        icon={<RefreshCw className="h-4 w-4" aria-hidden />}
      >
        {t('error.reload')}
      </Button>
      {/* A page that failed must be seen failing, not hidden behind the server's drawing of it. */}
      <FirstScreenHandover />
    </div>
  );
}
