import { Gauge, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  browserConnection,
  isSlowOrMetered,
  rememberSuggested,
  wasSuggested,
} from '../../media/connection-hint.ts';
import { useDataSaver } from '../../media/data-saver.ts';

/**
 * On a connection the browser reports as metered or slow, the watch page suggests the data saver once
 * per device: the notice is remembered as soon as it shows, so it never comes back, whether the
 * learner turns the saver on, dismisses it or just leaves.
 */
export function DataSaverSuggestion() {
  const { t } = useTranslation('watch');
  const [mode, setMode] = useDataSaver();
  const [shown, setShown] = useState(
    () => mode === 'off' && !wasSuggested() && isSlowOrMetered(browserConnection()),
  );
  useEffect(() => {
    if (shown) rememberSuggested();
  }, [shown]);
  if (!shown) return null;
  return (
    <div
      role="status"
      data-testid="data-saver-suggestion"
      className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl bg-sky-50 p-3 text-sm text-sky-950 ring-1 ring-sky-200"
    >
      <p className="flex min-w-0 flex-1 basis-60 items-start gap-2">
        <Gauge className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
        <span>
          <span className="block font-semibold">{t('dataSaver.suggestion.title')}</span>
          {t('dataSaver.suggestion.body')}
        </span>
      </p>
      <span className="flex items-center gap-2">
        <button
          type="button"
          onClick={() => {
            setMode('smallest');
            setShown(false);
          }}
          className="min-h-10 rounded-lg bg-sky-800 px-3 font-semibold text-white hover:bg-sky-900"
        >
          {t('dataSaver.suggestion.turnOn')}
        </button>
        <button
          type="button"
          onClick={() => setShown(false)}
          aria-label={t('dataSaver.suggestion.dismiss')}
          className="flex h-10 w-10 items-center justify-center rounded-lg text-sky-900 hover:bg-sky-100"
        >
          <X className="h-5 w-5" aria-hidden />
        </button>
      </span>
    </div>
  );
}
