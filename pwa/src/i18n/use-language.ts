import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, normaliseLanguage, type Language } from '@academy/shared';
import { changeLanguage } from './i18n.ts';

/**
 * The interface language as the app's own code (`ti` or `en`, never `tg`), and the way to change it.
 * Re-renders the caller when the language changes.
 */
export function useLanguage(): {
  language: Language;
  setLanguage: (language: Language) => Promise<void>;
} {
  const { i18n } = useTranslation();
  const language = normaliseLanguage(i18n.resolvedLanguage ?? i18n.language) ?? DEFAULT_LANGUAGE;
  return { language, setLanguage: changeLanguage };
}
