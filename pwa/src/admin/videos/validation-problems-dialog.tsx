import { useTranslation } from 'react-i18next';
import { ProblemModal, ProblemSummary } from '../courses/admin-modal.tsx';

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
    <ProblemModal
      title={t('errors.validationTitle')}
      closeLabel={t('common.ok')}
      onClose={onClose}
      testId="validation-dialog"
    >
      <ProblemSummary heading={t('errors.title')} problems={problems} />
    </ProblemModal>
  );
}
