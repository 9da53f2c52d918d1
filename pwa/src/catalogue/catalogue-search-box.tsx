import { Search, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Typing settles this long before the address (and so the list) follows it. */
const SEARCH_SETTLE_MS = 350;

/**
 * The search box with its clear button. It keeps what is typed and writes it to the address once
 * typing settles (or at once on Enter); a change from outside (a chip, Reset, the back button)
 * replaces what it shows.
 */
export function SearchBox({
  value,
  onSearch,
  className = '',
}: {
  value: string;
  onSearch: (value: string) => void;
  className?: string;
}) {
  const { t } = useTranslation('catalogue');
  const inputId = useId();
  const [text, setText] = useState(value);
  const [lastValue, setLastValue] = useState(value);
  if (value !== lastValue) {
    setLastValue(value);
    setText(value);
  }

  useEffect(() => {
    if (text.trim() === value) return;
    const timer = window.setTimeout(() => onSearch(text.trim()), SEARCH_SETTLE_MS);
    return () => window.clearTimeout(timer);
    // onSearch is a new function each render; the timer only cares about the text.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text, value]);

  return (
    <form
      role="search"
      className={`max-w-2xl ${className}`}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        {t('search.label')}
      </label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3.5 h-5 w-5 -translate-y-1/2 text-slate-400"
          aria-hidden
        />
        <input
          id={inputId}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('search.placeholder')}
          maxLength={100}
          autoComplete="off"
          enterKeyHint="search"
          className="block min-h-12 w-full rounded-xl border-0 bg-white py-3 pr-12 pl-11 text-base text-slate-900 shadow-lg placeholder:text-slate-400 focus:ring-4 focus:ring-brand-300 focus:outline-none [&::-webkit-search-cancel-button]:hidden"
        />
        {text && (
          <button
            type="button"
            onClick={() => {
              setText('');
              onSearch('');
            }}
            aria-label={t('search.clear')}
            className="absolute top-1/2 right-2 -translate-y-1/2 rounded-lg p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
          >
            <X className="h-5 w-5" aria-hidden />
          </button>
        )}
      </div>
    </form>
  );
}
