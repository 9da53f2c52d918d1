import { BookOpen, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button.tsx';
import { EmptyState } from '../ui/states.tsx';

/** The catalogue's load failure is the kit's, with its message and Try Again (spec 000 §2). */
export { LoadError } from '../ui/states.tsx';

/** The two empty states: no course exists at all, or none matches the filters (spec 000 §2). */
export function EmptyCatalogue({ filtered, onReset }: { filtered: boolean; onReset: () => void }) {
  const { t } = useTranslation('catalogue');
  return (
    <EmptyState
      icon={filtered ? SearchX : BookOpen}
      title={filtered ? t('empty.noMatchTitle') : t('empty.noneTitle')}
      body={filtered ? t('empty.noMatchBody') : t('empty.noneBody')}
      testId={filtered ? 'empty-no-match' : 'empty-no-courses'}
      action={filtered ? <Button onClick={onReset}>{t('empty.reset')}</Button> : undefined}
    />
  );
}
