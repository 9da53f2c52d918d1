import { Search, X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  COURSE_LIST_SORTS,
  COURSE_STATUS_FILTERS,
  type CourseListQuery,
} from './course-list-params.ts';
import { ToolbarSelect, type ToolbarLook } from '../toolbar-select.tsx';

const look: ToolbarLook = {
  label: 'mb-1 block text-sm font-semibold text-slate-700',
  select:
    'block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:border-red-500 focus:ring-2 focus:ring-red-200 focus:outline-none',
};

/** Course Management's search, status filter and sort (spec 001 §2, §9). */
export function CourseListToolbar({
  search,
  onSearch,
  query,
  onChange,
}: {
  search: string;
  onSearch: (value: string) => void;
  query: CourseListQuery;
  onChange: (change: Partial<CourseListQuery>) => void;
}) {
  const { t } = useTranslation('admin-courses');
  const searchId = useId();
  return (
    <div className="grid gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 md:grid-cols-[1fr_12rem_14rem]">
      <div>
        <label htmlFor={searchId} className={look.label}>
          {t('list.searchLabel')}
        </label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-400"
            aria-hidden
          />
          <input
            id={searchId}
            type="search"
            value={search}
            onChange={(event) => onSearch(event.target.value)}
            placeholder={t('list.searchPlaceholder')}
            maxLength={100}
            className={`${look.select} pr-10 pl-9 [&::-webkit-search-cancel-button]:hidden`}
          />
          {search && (
            <button
              type="button"
              onClick={() => onSearch('')}
              aria-label={t('list.clearSearch')}
              className="absolute top-1/2 right-1.5 -translate-y-1/2 rounded-md p-1.5 text-slate-500 hover:bg-slate-100"
            >
              <X className="h-4 w-4" aria-hidden />
            </button>
          )}
        </div>
      </div>
      <ToolbarSelect
        look={look}
        label={t('list.statusFilter')}
        value={query.status}
        values={COURSE_STATUS_FILTERS}
        optionLabel={(status) => t(`list.filters.${status}`)}
        onChange={(status) => onChange({ status })}
      />
      <ToolbarSelect
        look={look}
        label={t('list.sort')}
        value={query.sort}
        values={COURSE_LIST_SORTS}
        optionLabel={(sort) => t(`list.sorts.${sort.replace(':', '-')}`)}
        onChange={(sort) => onChange({ sort })}
      />
    </div>
  );
}
