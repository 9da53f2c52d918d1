import { useTranslation } from 'react-i18next';
import { ProgressDialog } from '../../ui/progress-dialog.tsx';
import { ProblemModal, ProblemSummary, SuccessModal } from './admin-modal.tsx';

/**
 * The Edit save overlay (spec 001 §4): loading, then "Course Updated Successfully" with OK, or
 * "Update Failed" / "Validation Error" with what went wrong.
 */
export type SaveState =
  | { phase: 'saving' }
  | { phase: 'success' }
  | { phase: 'failed'; message: string }
  | { phase: 'invalid'; messages: string[] };

export function SaveOverlay({
  state,
  onOk,
  onClose,
}: {
  state: SaveState;
  onOk: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin-courses');
  if (state.phase === 'saving') {
    return (
      <ProgressDialog title={t('overlay.saving')} testId="save-overlay">
        <span className="sr-only" role="status">
          {t('overlay.saving')}
        </span>
      </ProgressDialog>
    );
  }
  if (state.phase === 'success') {
    return (
      <SuccessModal
        title={t('overlay.successTitle')}
        body={t('overlay.successBody')}
        okLabel={t('overlay.ok')}
        onOk={onOk}
        testId="save-overlay"
      />
    );
  }
  const invalid = state.phase === 'invalid';
  return (
    <ProblemModal
      title={invalid ? t('overlay.validationTitle') : t('overlay.failedTitle')}
      closeLabel={t('overlay.close')}
      onClose={onClose}
      testId="save-overlay"
    >
      {invalid ? (
        <ProblemSummary heading={t('form.errorsTitle')} problems={state.messages} />
      ) : (
        <p className="text-center break-words text-slate-700">{state.message}</p>
      )}
    </ProblemModal>
  );
}
