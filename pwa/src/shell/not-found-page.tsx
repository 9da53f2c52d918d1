import { Compass, House } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../ui/use-page-title.ts';
import { ButtonLink } from '../ui/button-link.tsx';
import { NotFound } from '../ui/not-found.tsx';

/** Any path no screen claims. Offers the two ways on: home and the catalogue. */
export default function NotFoundPage() {
  const { t } = useTranslation('common');
  const title = t('notFound.title');

  usePageTitle(title);

  return (
    <NotFound
      look="page"
      eyebrow={t('notFound.code')}
      title={title}
      body={t('notFound.body')}
      actions={
        <>
          <ButtonLink to="/" size="lg" icon={House}>
            {t('notFound.home')}
          </ButtonLink>
          <ButtonLink to="/courses" variant="secondary" size="lg" icon={Compass}>
            {t('notFound.courses')}
          </ButtonLink>
        </>
      }
    />
  );
}
