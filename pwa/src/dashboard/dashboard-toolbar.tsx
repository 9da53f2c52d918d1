import { Search, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DASHBOARD_FILTERS, type DashboardFilter } from '@academy/shared';

/** Search box (case-insensitive title match) and the all / in progress / completed filter. */
export function DashboardToolbar({
  search,
  filter,
  onSearch,
  onFilter,
}: {
  search: string;
  filter: DashboardFilter;
  onSearch: (value: string) => void;
  onFilter: (value: DashboardFilter) => void;
}) {
  const { t } = useTranslation('dashboard');
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <label className="relative block">
        <span className="sr-only">{t('search.label')}</span>
        <Search
          className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-500"
          aria-hidden
        />
        <input
          type="search"
          value={search}
          onChange={(e) => onSearch(e.target.value)}
          placeholder={t('search.placeholder')}
          className="min-h-11 w-full rounded-lg border border-slate-300 bg-white py-2 pr-9 pl-9 text-sm outline-none focus:border-accent-600 focus:ring-2 focus:ring-accent-100 sm:w-64"
        />
        {search ? (
          <button
            type="button"
            onClick={() => onSearch('')}
            aria-label={t('search.clear')}
            className="absolute top-1/2 right-2 -translate-y-1/2 rounded p-1 text-slate-500 hover:text-slate-800"
          >
            <X className="h-4 w-4" aria-hidden />
          </button>
        ) : null}
      </label>
      <div
        role="radiogroup"
        aria-label={t('filter.label')}
        className="grid grid-cols-3 rounded-lg border border-slate-300 bg-white p-1"
      >
        {DASHBOARD_FILTERS.map((value) => (
          <button
            key={value}
            type="button"
            role="radio"
            aria-checked={filter === value}
            onClick={() => onFilter(value)}
            className={`min-h-9 rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap transition ${
              filter === value
                ? 'bg-accent-600 text-white shadow-sm'
                : 'text-slate-700 hover:bg-slate-100'
            }`}
          >
            {t(`filter.${value}`)}
          </button>
        ))}
      </div>
    </div>
  );
}
