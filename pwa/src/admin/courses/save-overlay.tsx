import { Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/dialog.tsx';
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
      <Dialog
        title={t('overlay.saving')}
        testId="save-overlay"
        icon={<Loader2 className="h-10 w-10 animate-spin text-red-700" aria-hidden />}
      >
        <span className="sr-only" role="status">
          {t('overlay.saving')}
        </span>
      </Dialog>
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
