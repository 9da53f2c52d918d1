import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/dialog.tsx';

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
    <Dialog
      alert
      title={t('errors.validationTitle')}
      onClose={onClose}
      testId="validation-dialog"
      icon={<AlertTriangle className="h-12 w-12 text-red-600" aria-hidden />}
    >
      <div className="rounded-lg bg-red-50 p-3 text-sm text-red-900">
        <p className="font-semibold">{t('errors.title')}</p>
        <ul className="mt-1 list-disc space-y-0.5 pl-5">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      </div>
      <button
        type="button"
        onClick={onClose}
        data-autofocus
        className="mt-6 min-h-11 w-full rounded-lg bg-slate-800 px-4 font-semibold text-white hover:bg-slate-900"
      >
        {t('common.ok')}
      </button>
    </Dialog>
  );
}
