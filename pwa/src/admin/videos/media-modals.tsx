import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { ProblemModal, SuccessModal } from '../courses/admin-modal.tsx';

/** The upload dialogs' success end, closed with OK. */
export function MediaSuccessModal(props: Omit<ComponentProps<typeof SuccessModal>, 'okLabel'>) {
  const { t } = useTranslation('admin-media');
  return <SuccessModal okLabel={t('common.ok')} {...props} />;
}

/** The upload dialogs' failing end, closed with OK. */
export function MediaProblemModal(props: Omit<ComponentProps<typeof ProblemModal>, 'closeLabel'>) {
  const { t } = useTranslation('admin-media');
  return <ProblemModal closeLabel={t('common.ok')} {...props} />;
}
