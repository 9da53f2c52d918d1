import { Check, ChevronDown, Globe } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@academy/shared';
import { saveLanguage } from '../accounts/index.ts';
import { getToken } from '../session/auth-storage.ts';
import { useLanguage } from '../i18n/use-language.ts';
import { PopoverMenu } from '../ui/popover-menu.tsx';

/**
 * The language menu: each language is named in itself (ትግርኛ, English) so a visitor finds theirs
 * whatever the page currently shows.
 */
export function LanguageMenu({ align = 'right' }: { align?: 'left' | 'right' }) {
  const { t } = useTranslation('common');
  const { language } = useLanguage();
  return (
    <PopoverMenu
      className="relative"
      menu
      testId="language-menu"
      icon={Globe}
      iconClassName="h-4 w-4 shrink-0"
      buttonClassName="group flex min-h-10 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium text-slate-700 hover:bg-slate-100"
      content={
        <>
          <span className="sr-only">{t('language.label')}: </span>
          <span lang={language}>{t(`language.${language}`)}</span>
          <ChevronDown
            className="hidden h-4 w-4 shrink-0 transition-transform group-aria-expanded:rotate-180 sm:block"
            aria-hidden
          />
        </>
      }
    >
      {({ open, close, panelId }) =>
        open ? <LanguageChoices id={panelId} align={align} onChosen={close} /> : null
      }
    </PopoverMenu>
  );
}

function LanguageChoices({
  id,
  align,
  onChosen,
}: {
  id: string;
  align: 'left' | 'right';
  onChosen: () => void;
}) {
  const { t } = useTranslation('common');
  const { language, setLanguage } = useLanguage();
  const list = useRef<HTMLUListElement>(null);

  useEffect(() => {
    // Keyboard users land on the current choice, ready to move with the arrow keys.
    list.current?.querySelector<HTMLElement>('[aria-checked="true"]')?.focus();
  }, []);

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
    onChosen();
    // Signed in, the account remembers the choice for its e-mails; offline, the next sign-in saves it.
    void setLanguage(code)
      .then(() => {
        const token = getToken();
        return token ? saveLanguage(token, code) : undefined;
      })
      .catch(() => undefined);
  };

  return (
    <ul
      ref={list}
      id={id}
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
  );
}
