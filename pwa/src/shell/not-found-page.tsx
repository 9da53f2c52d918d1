import { Compass, House } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../ui/use-page-title.ts';
import { IconLink } from '../ui/icon-link.tsx';

/** Any path no screen claims. Offers the two ways on: home and the catalogue. */
export default function NotFoundPage() {
  const { t } = useTranslation('common');
  const title = t('notFound.title');

  usePageTitle(title);

  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <p className="text-sm font-semibold tracking-wide text-brand-700">{t('notFound.code')}</p>
      <h1 className="mt-3 text-3xl font-bold text-slate-900 sm:text-4xl">{title}</h1>
      <p className="mt-4 text-base leading-relaxed text-slate-600">{t('notFound.body')}</p>
      <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <IconLink
          to="/"
          className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700"
          icon={House}
        >
          {t('notFound.home')}
        </IconLink>
        <IconLink
          to="/courses"
          className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-slate-300 px-5 font-semibold text-slate-700 hover:bg-slate-50"
          icon={Compass}
        >
          {t('notFound.courses')}
        </IconLink>
      </div>
    </section>
  );
}
