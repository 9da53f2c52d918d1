import { AlertTriangle, ArrowLeft, RefreshCw, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-client.ts';
import { Button } from '../../ui/button.tsx';
import { ButtonLink } from '../../ui/button-link.tsx';
import { NotFound } from '../../ui/not-found.tsx';

/** "Course Not Found" or a load failure, each with Back to Courses (spec 001 §2, §8). */
export function CourseLoadProblem({
  error,
  onRetry,
  retrying,
}: {
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}) {
  const { t } = useTranslation('admin-courses');
  const notFound = error instanceof ApiError && error.status === 404;
  return (
    <NotFound
      icon={notFound ? SearchX : AlertTriangle}
      iconTone={notFound ? 'muted' : 'danger'}
      title={notFound ? t('notFound.title') : t('loadFailed')}
      body={notFound ? t('notFound.body') : undefined}
      alert={!notFound}
      actions={
        <>
          {!notFound && (
            <Button
              variant="danger"
              size="lg"
              onClick={onRetry}
              icon={
                <RefreshCw className={`h-4 w-4 ${retrying ? 'animate-spin' : ''}`} aria-hidden />
              }
            >
              {t('common.retry')}
            </Button>
          )}
          <ButtonLink to="/admin/courses" variant="secondary" size="lg" icon={ArrowLeft}>
            {t('notFound.back')}
          </ButtonLink>
        </>
      }
    />
  );
}
