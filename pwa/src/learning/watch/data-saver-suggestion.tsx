import { Gauge } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  browserConnection,
  isSlowOrMetered,
  rememberSuggested,
  wasSuggested,
  useDataSaver,
} from '../../media/index.ts';
import { Notice, NoticeButton } from '../../ui/notice.tsx';

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
    <Notice
      tone="info"
      icon={Gauge}
      testId="data-saver-suggestion"
      title={t('dataSaver.suggestion.title')}
      onDismiss={() => setShown(false)}
      dismissLabel={t('dataSaver.suggestion.dismiss')}
      actions={
        <NoticeButton
          tone="info"
          onClick={() => {
            setMode('smallest');
            setShown(false);
          }}
        >
          {t('dataSaver.suggestion.turnOn')}
        </NoticeButton>
      }
    >
      {t('dataSaver.suggestion.body')}
    </Notice>
  );
}
