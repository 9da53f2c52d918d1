import { useTranslation } from 'react-i18next';

/** Spec 000 §8 protection session errors, worded as the spec words them, with a way forward. */
export function SessionProblemOverlay({ message }: { message: string }) {
  const { t } = useTranslation('protection');
  return (
    <div
      role="alert"
      data-testid="protection-session-problem"
      className="absolute inset-0 z-30 flex flex-col items-center justify-center gap-3 bg-black/90 p-4 text-center text-white"
    >
      <p className="font-semibold">{message}</p>
      <p className="text-sm text-gray-200">{t('session.hint')}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="rounded-lg bg-white px-4 py-2 text-sm font-semibold text-gray-900 hover:bg-gray-100 focus-visible:ring-4 focus-visible:ring-red-300 focus-visible:outline-none"
      >
        {t('blocked.refresh')}
      </button>
    </div>
  );
}
