import { ArrowLeft, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../ui/button-link.tsx';

/** Spec 001 §2: "Video not found" with Back to Admin Courses. */
export function VideoNotFound() {
  const { t } = useTranslation('admin-media');
  return (
    <section
      data-testid="video-not-found"
      className="mx-auto flex max-w-lg flex-col items-center gap-3 rounded-2xl bg-white px-6 py-14 text-center shadow-sm ring-1 ring-slate-200"
    >
      <SearchX className="h-12 w-12 text-slate-400" aria-hidden />
      <h1 className="text-2xl font-bold text-slate-900">{t('notFound.title')}</h1>
      <p className="text-slate-600">{t('notFound.body')}</p>
      <ButtonLink to="/admin/courses" variant="secondary" icon={ArrowLeft} className="mt-4">
        {t('notFound.back')}
      </ButtonLink>
    </section>
  );
}
