import { useTranslation } from 'react-i18next';
import { Card } from '../ui/card.tsx';
import { DataSaverChoice } from './data-saver-choice.tsx';

/** The data saver on the profile: the same setting as beside the player, for every lesson. */
export function DataSaverCard() {
  const { t } = useTranslation('watch');
  return (
    <Card title={t('dataSaver.title')} testId="data-saver-card">
      <p className="text-sm text-slate-600">{t('dataSaver.profileHint')}</p>
      <DataSaverChoice legendHidden />
    </Card>
  );
}
