import { Search, X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  COURSE_LIST_SORTS,
  COURSE_STATUS_FILTERS,
  type CourseListQuery,
} from './course-list-params.ts';

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
  const statusId = useId();
  const sortId = useId();
  const select =
    'block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:border-red-500 focus:ring-2 focus:ring-red-200 focus:outline-none';
  return (
    <div className="grid gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 md:grid-cols-[1fr_12rem_14rem]">
      <div>
        <label htmlFor={searchId} className="mb-1 block text-sm font-semibold text-slate-700">
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
            className={`${select} pr-10 pl-9 [&::-webkit-search-cancel-button]:hidden`}
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
      <div>
        <label htmlFor={statusId} className="mb-1 block text-sm font-semibold text-slate-700">
          {t('list.statusFilter')}
        </label>
        <select
          id={statusId}
          value={query.status}
          onChange={(event) =>
            onChange({ status: event.target.value as CourseListQuery['status'] })
          }
          className={select}
        >
          {COURSE_STATUS_FILTERS.map((status) => (
            <option key={status} value={status}>
              {t(`list.filters.${status}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={sortId} className="mb-1 block text-sm font-semibold text-slate-700">
          {t('list.sort')}
        </label>
        <select
          id={sortId}
          value={query.sort}
          onChange={(event) => onChange({ sort: event.target.value as CourseListQuery['sort'] })}
          className={select}
        >
          {COURSE_LIST_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`list.sorts.${sort.replace(':', '-')}`)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
