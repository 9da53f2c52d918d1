import { useTranslation } from 'react-i18next';
import { MediaProblemModal } from './media-modals.tsx';
import { ProblemSummary } from '../courses/admin-modal.tsx';

/** "Please fix these" after a refused submit: the list of problems and OK (spec 001 §8). */
export function ValidationProblemsDialog({
  problems,
  onClose,
}: {
  problems: string[];
  onClose: () => void;
}) {
  const { t } = useTranslation('admin-media');
  return (
    <MediaProblemModal
      title={t('errors.validationTitle')}
      onClose={onClose}
      testId="validation-dialog"
    >
      <ProblemSummary heading={t('errors.title')} problems={problems} />
    </MediaProblemModal>
  );
}
