import { Check, ChevronDown, Globe } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@academy/shared';
import { saveLanguage } from '../accounts/accounts-api.ts';
import { getToken } from '../accounts/auth-storage.ts';
import { useLanguage } from '../i18n/use-language.ts';
import { LabelledIconButton } from '../ui/labelled-icon-button.tsx';
import { useDismiss } from '../ui/use-dismiss.ts';

/**
 * The language menu: each language is named in itself (ትግርኛ, English) so a visitor finds theirs
 * whatever the page currently shows.
 */
export function LanguageMenu({ align = 'right' }: { align?: 'left' | 'right' }) {
  const { t } = useTranslation('common');
  const { language, setLanguage } = useLanguage();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useDismiss(open, root, (how) => {
    setOpen(false);
    if (how === 'escape') button.current?.focus();
  });
  useEffect(() => {
    // Keyboard users land on the current choice, ready to move with the arrow keys.
    if (open) root.current?.querySelector<HTMLElement>('[aria-checked="true"]')?.focus();
  }, [open]);

  const handleArrows = (event: React.KeyboardEvent<HTMLUListElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const items = Array.from(
      event.currentTarget.querySelectorAll<HTMLElement>('[role="menuitemradio"]'),
    );
    const index = items.indexOf(document.activeElement as HTMLElement);
    const step = event.key === 'ArrowDown' ? 1 : -1;
    items[(index + step + items.length) % items.length]?.focus();
  };

  const choose = (code: (typeof LANGUAGES)[number]) => {
    setOpen(false);
    button.current?.focus();
    // Signed in, the account remembers the choice for its e-mails; offline, the next sign-in saves it.
    void setLanguage(code)
      .then(() => {
        const token = getToken();
        return token ? saveLanguage(token, code) : undefined;
      })
      .catch(() => undefined);
  };

  return (
    <div ref={root} className="relative">
      <LabelledIconButton
        ref={button}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        data-testid="language-menu"
        onClick={() => setOpen((value) => !value)}
        className="flex min-h-10 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium text-slate-700 hover:bg-slate-100"
        icon={Globe}
        iconClassName="h-4 w-4 shrink-0"
      >
        <span className="sr-only">{t('language.label')}: </span>
        <span lang={language}>{t(`language.${language}`)}</span>
        <ChevronDown
          className={`hidden h-4 w-4 shrink-0 transition-transform sm:block ${open ? 'rotate-180' : ''}`}
          aria-hidden
        />
      </LabelledIconButton>
      {open && (
        <ul
          id={menuId}
          role="menu"
          aria-label={t('language.label')}
          onKeyDown={handleArrows}
          className={`absolute top-full z-50 mt-1 min-w-40 rounded-xl border border-slate-200 bg-white p-1 shadow-lg ${
            align === 'right' ? 'right-0' : 'left-0'
          }`}
        >
          {LANGUAGES.map((code) => (
            <li key={code} role="none">
              <button
                type="button"
                role="menuitemradio"
                aria-checked={code === language}
                lang={code}
                onClick={() => choose(code)}
                className="flex w-full items-center justify-between gap-3 rounded-lg px-3 py-2 text-left text-sm text-slate-700 hover:bg-slate-100 focus:bg-slate-100 focus:outline-none aria-checked:font-semibold aria-checked:text-brand-700"
              >
                {t(`language.${code}`)}
                {code === language && <Check className="h-4 w-4" aria-hidden />}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
