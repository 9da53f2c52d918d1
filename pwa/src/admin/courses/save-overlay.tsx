import { AlertTriangle, Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/dialog.tsx';
import { SuccessModal } from './admin-modal.tsx';

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
    <Dialog
      alert
      title={invalid ? t('overlay.validationTitle') : t('overlay.failedTitle')}
      onClose={onClose}
      testId="save-overlay"
      icon={<AlertTriangle className="h-12 w-12 text-red-600" aria-hidden />}
    >
      {invalid ? (
        <div className="rounded-lg bg-red-50 p-3 text-sm text-red-900">
          <p className="font-semibold">{t('form.errorsTitle')}</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5">
            {state.messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="text-center break-words text-slate-700">{state.message}</p>
      )}
      <button
        type="button"
        onClick={onClose}
        data-autofocus
        className="mt-6 min-h-11 w-full rounded-lg bg-slate-800 px-4 font-semibold text-white hover:bg-slate-900"
      >
        {t('overlay.close')}
      </button>
    </Dialog>
  );
}
