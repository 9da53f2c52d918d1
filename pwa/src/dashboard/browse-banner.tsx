import { Compass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { IconLink } from '../ui/icon-link.tsx';

/** The 'browse courses' banner under the dashboard's courses (spec 000 §2). */
export function BrowseBanner() {
  const { t } = useTranslation('dashboard');
  return (
    <section className="mt-10 overflow-hidden rounded-2xl bg-gradient-to-r from-accent-700 to-accent-600 p-6 text-white shadow-lg sm:p-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="text-xl font-bold">{t('banner.title')}</h2>
          <p className="mt-1 text-white/90">{t('banner.body')}</p>
        </div>
        <IconLink
          to="/courses"
          data-testid="browse-courses"
          className="inline-flex min-h-11 shrink-0 items-center justify-center gap-2 rounded-lg bg-white px-5 py-2.5 text-sm font-semibold text-accent-700 shadow hover:bg-slate-50"
          icon={Compass}
        >
          {t('banner.cta')}
        </IconLink>
      </div>
    </section>
  );
}
