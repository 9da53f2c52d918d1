import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { normaliseLanguage } from '@academy/shared';
import { changeLanguage } from '../i18n/i18n.ts';
import { LabelledIconButton } from '../ui/labelled-icon-button.tsx';

/** Switches between Tigrinya and English; the button names the language it switches to, in that language. */
export function AdminLanguageToggle({ className = '' }: { className?: string }) {
  const { t, i18n } = useTranslation('admin');
  const next = normaliseLanguage(i18n.language) === 'en' ? 'ti' : 'en';
  return (
    <LabelledIconButton
      onClick={() => void changeLanguage(next)}
      lang={next}
      aria-label={t('nav.changeLanguage')}
      title={t('nav.changeLanguage')}
      className={`inline-flex items-center gap-1.5 rounded-lg px-2.5 py-2 text-sm font-semibold hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white ${className}`}
      icon={Languages}
    >
      <span>{next === 'en' ? 'English' : 'ትግርኛ'}</span>
    </LabelledIconButton>
  );
}
