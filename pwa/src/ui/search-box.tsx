import { Search, X } from 'lucide-react';
import { useEffect, useId, useState, type InputHTMLAttributes } from 'react';
import { TOOLBAR_LABEL } from './toolbar.tsx';

export type SearchSize = 'md' | 'lg';

/** md: a toolbar's box; lg: the big box on a coloured band (the public catalogue). */
const LOOK: Record<SearchSize, { input: string; icon: string; clear: string; clearIcon: string }> =
  {
    md: {
      input:
        'min-h-11 rounded-lg border border-slate-300 pr-10 pl-9 text-sm shadow-sm focus:border-accent-600 focus:ring-2 focus:ring-accent-100',
      icon: 'left-3 h-4 w-4',
      clear: 'right-1.5 rounded-md p-1.5',
      clearIcon: 'h-4 w-4',
    },
    lg: {
      input:
        'min-h-12 rounded-xl border-0 py-3 pr-12 pl-11 text-base shadow-lg focus:ring-4 focus:ring-brand-300',
      icon: 'left-3.5 h-5 w-5',
      clear: 'right-2 rounded-lg p-2',
      clearIcon: 'h-5 w-5',
    },
  };

type InputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'type' | 'value' | 'onChange' | 'size' | 'className'
>;

export interface SearchFieldProps extends InputProps {
  /** The field's name; shown above it unless `hideLabel` (then read out only). */
  label: string;
  hideLabel?: boolean;
  /** The clear button's name ("Clear search"); the button shows while there is text. */
  clearLabel: string;
  value: string;
  onChange: (value: string) => void;
  onClear?: () => void;
  size?: SearchSize;
  className?: string;
}

/** A search input with its magnifier and a clear button, labelled. */
export function SearchField({
  label,
  hideLabel = false,
  clearLabel,
  value,
  onChange,
  onClear = () => onChange(''),
  size = 'md',
  className = '',
  ...input
}: SearchFieldProps) {
  const id = useId();
  const look = LOOK[size];
  return (
    <div className={className}>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : TOOLBAR_LABEL}>
        {label}
      </label>
      <div className="relative">
        <Search
          className={`pointer-events-none absolute top-1/2 -translate-y-1/2 text-slate-400 ${look.icon}`}
          aria-hidden
        />
        <input
          {...input}
          id={id}
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={`block w-full bg-white text-slate-900 placeholder:text-slate-400 focus:outline-none [&::-webkit-search-cancel-button]:hidden ${look.input}`}
        />
        {value && (
          <button
            type="button"
            onClick={onClear}
            aria-label={clearLabel}
            className={`absolute top-1/2 -translate-y-1/2 text-slate-500 hover:bg-slate-100 hover:text-slate-800 ${look.clear}`}
          >
            <X className={look.clearIcon} aria-hidden />
          </button>
        )}
      </div>
    </div>
  );
}

/**
 * A search field that searches once typing settles: it keeps what is typed and calls `onSearch` with
 * the trimmed text `settleMs` after the last key (at once on Enter or Clear). A new `value` from
 * outside (the back button, Clear filters) replaces what it shows, unless it is what is typed.
 */
export function SearchBox({
  value,
  onSearch,
  settleMs = 350,
  ...field
}: Omit<SearchFieldProps, 'value' | 'onChange' | 'onClear'> & {
  /** The search in use (from the address). */
  value: string;
  onSearch: (value: string) => void;
  settleMs?: number;
}) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (text.trim() !== value) setText(value);
  }

  useEffect(() => {
    if (text.trim() === value) return;
    const timer = window.setTimeout(() => onSearch(text.trim()), settleMs);
    return () => window.clearTimeout(timer);
    // onSearch is a new function each render; the timer only cares about the text.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text, value, settleMs]);

  return (
    <SearchField
      {...field}
      value={text}
      onChange={setText}
      onClear={() => {
        setText('');
        onSearch('');
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return;
        event.preventDefault();
        if (text.trim() !== value) onSearch(text.trim());
      }}
    />
  );
}
