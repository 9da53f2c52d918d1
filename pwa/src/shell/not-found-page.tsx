import { Compass, House } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../ui/use-page-title.ts';
import { ButtonLink } from '../ui/button-link.tsx';

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
        <ButtonLink to="/" size="lg" icon={House}>
          {t('notFound.home')}
        </ButtonLink>
        <ButtonLink to="/courses" variant="secondary" size="lg" icon={Compass}>
          {t('notFound.courses')}
        </ButtonLink>
      </div>
    </section>
  );
}
