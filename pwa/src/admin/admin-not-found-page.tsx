import { Compass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../ui/button-link.tsx';
import { usePageTitle } from '../ui/use-page-title.ts';

/** Any /admin path without a screen: stays inside the admin layout and offers the dashboard. */
export default function AdminNotFoundPage() {
  const { t } = useTranslation('admin');
  usePageTitle(t('notFound.title'), 'admin');
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-3 py-16 text-center">
      <Compass className="h-12 w-12 text-slate-400" aria-hidden />
      <h1 className="text-2xl font-bold text-slate-900">{t('notFound.title')}</h1>
      <p className="text-slate-600">{t('notFound.body')}</p>
      <ButtonLink to="/admin/dashboard" className="mt-2">
        {t('nav.adminDashboard')}
      </ButtonLink>
    </div>
  );
}
