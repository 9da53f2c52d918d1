import { Fingerprint } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The one sentence near the player telling learners their lessons carry a personal code (spec 000 §1). */
export function ProtectionNotice() {
  const { t } = useTranslation('protection');
  return (
    <p
      className="mt-2 flex items-start gap-2 text-xs text-gray-600"
      data-testid="protection-notice"
    >
      <Fingerprint aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
      {t('notice')}
    </p>
  );
}
