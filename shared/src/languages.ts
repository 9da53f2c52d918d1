/** Interface languages. Tigrinya is `ti` (BCP 47); `tg` (Tajik) found in old storage or requests means Tigrinya. */
export const LANGUAGES = ['ti', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ti';

export function normaliseLanguage(value: string | null | undefined): Language | null {
  if (!value) return null;
  const code = value.trim().toLowerCase().split(/[-_]/)[0];
  if (code === 'tg' || code === 'ti') return 'ti';
  if (code === 'en') return 'en';
  return null;
}
