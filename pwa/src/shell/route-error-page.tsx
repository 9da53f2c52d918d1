import { RefreshCw } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useRouteError } from 'react-router';
import { AppLogo } from './app-logo.tsx';
import { LabelledIconButton } from '../ui/labelled-icon-button.tsx';

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
      <LabelledIconButton
        onClick={() => window.location.reload()}
        className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700"
        icon={RefreshCw}
      >
        {t('error.reload')}
      </LabelledIconButton>
    </div>
  );
}
