import { AlertTriangle, BookOpen, RefreshCw, Search, Upload, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { AdminCourseSummary } from '@academy/shared';
import { CataloguePager } from '../../catalogue/catalogue-pager.tsx';
import { useDebouncedValue } from '../use-debounced-value.ts';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { AdminCourseCard } from './admin-course-card.tsx';
import { useAdminCourses } from './admin-course-queries.ts';
import {
  changeCourseList,
  COURSE_LIST_SORTS,
  COURSE_STATUS_FILTERS,
  readCourseListParams,
  writeCourseListParams,
  type CourseListQuery,
} from './course-list-params.ts';
import { DeleteCourseDialog } from './delete-course-dialog.tsx';

/** Spec 001 §9: the search waits 500 ms after the last key. */
const SEARCH_DEBOUNCE_MS = 500;

/**
 * /admin/courses, Course Management (spec 001 §2, §8, §9): search, status filter, sort, page size and
 * pagination in the address; cards with View, Edit and Delete; a link to upload; Retry on failure.
 */
export default function AdminCoursesPage() {
  const { t } = useTranslation(['admin-courses', 'catalogue']);
  usePageTitle(t('list.title'), 'admin');
  const [searchParams, setSearchParams] = useSearchParams();
  const query = readCourseListParams(searchParams);
  const [searchInput, setSearchInput] = useState(query.search);
  const [lastSearch, setLastSearch] = useState(query.search);
  // The address changed from outside (back button, Clear): the box follows it.
  if (query.search !== lastSearch) {
    setLastSearch(query.search);
    setSearchInput(query.search);
  }
  const debouncedSearch = useDebouncedValue(searchInput.trim(), SEARCH_DEBOUNCE_MS);
  const [deleting, setDeleting] = useState<AdminCourseSummary | null>(null);
  const courses = useAdminCourses(query);

  const update = (change: Partial<CourseListQuery>) => {
    setSearchParams(writeCourseListParams(changeCourseList(query, change)), {
      replace: !('page' in change),
    });
  };

  useEffect(() => {
    if (debouncedSearch !== query.search) update({ search: debouncedSearch });
    // Only a settled search term writes the address; `update` reads the latest query itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debouncedSearch]);

  const pagination = courses.data?.pagination;
  useEffect(() => {
    if (pagination && query.page > pagination.pages && !courses.isPlaceholderData) {
      update({ page: pagination.pages });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pagination?.pages, query.page, courses.isPlaceholderData]);

  const filtered = query.search !== '' || query.status !== 'all';
  const handleClear = () => {
    setSearchInput('');
    setSearchParams(writeCourseListParams({ ...query, search: '', status: 'all', page: 1 }), {
      replace: true,
    });
  };
  const list = courses.data?.courses ?? [];

  return (
    <div className="space-y-5">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('list.title')}</h1>
          <p className="mt-1 text-slate-600">
            {t('list.subtitle')}
            {pagination && (
              <span className="ml-2 font-medium text-slate-800" data-testid="courses-total">
                {t('list.total', { count: pagination.total })}
              </span>
            )}
          </p>
        </div>
        <Link
          to="/admin/upload"
          className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-red-700 px-4 font-semibold text-white shadow-sm hover:bg-red-800"
        >
          <Upload className="h-4 w-4" aria-hidden />
          {t('list.upload')}
        </Link>
      </header>

      <Toolbar search={searchInput} onSearch={setSearchInput} query={query} onChange={update} />

      <section aria-label={t('list.listLabel')} aria-busy={courses.isFetching}>
        {courses.isPending ? (
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-hidden>
            {Array.from({ length: 6 }, (_, i) => (
              <li
                key={i}
                className="h-80 animate-pulse rounded-2xl bg-white ring-1 ring-slate-200"
              />
            ))}
          </ul>
        ) : courses.isError && !courses.data ? (
          <div className="flex flex-col items-center gap-3 rounded-2xl bg-white px-4 py-12 text-center shadow-sm ring-1 ring-slate-200">
            <AlertTriangle className="h-10 w-10 text-red-600" aria-hidden />
            <p role="alert" className="font-semibold text-slate-900">
              {t('list.loadFailed')}
            </p>
            <button
              type="button"
              onClick={() => void courses.refetch()}
              className="inline-flex items-center gap-2 rounded-lg bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800"
            >
              <RefreshCw
                className={`h-4 w-4 ${courses.isFetching ? 'animate-spin' : ''}`}
                aria-hidden
              />
              {t('common.retry')}
            </button>
          </div>
        ) : list.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-2xl bg-white px-4 py-12 text-center shadow-sm ring-1 ring-slate-200">
            <BookOpen className="h-10 w-10 text-slate-400" aria-hidden />
            <p className="font-semibold text-slate-900">
              {filtered ? t('list.emptyFiltered') : t('list.empty')}
            </p>
            {filtered ? (
              <button
                type="button"
                onClick={handleClear}
                className="font-semibold text-red-700 hover:underline"
              >
                {t('list.clearFilters')}
              </button>
            ) : (
              <p className="text-sm text-slate-600">{t('list.emptyBody')}</p>
            )}
          </div>
        ) : (
          <ul
            className={`grid gap-5 transition-opacity sm:grid-cols-2 lg:grid-cols-3 ${
              courses.isPlaceholderData ? 'opacity-60' : ''
            }`}
          >
            {list.map((course) => (
              <li key={course._id}>
                <AdminCourseCard course={course} onDelete={() => setDeleting(course)} />
              </li>
            ))}
          </ul>
        )}
      </section>

      {pagination && !(courses.isError && !courses.data) && (
        <CataloguePager
          page={Math.min(query.page, pagination.pages)}
          pages={pagination.pages}
          limit={query.limit}
          onPage={(page) => update({ page })}
          onLimit={(limit) => update({ limit })}
          alwaysShowSize
        />
      )}

      {deleting && <DeleteCourseDialog course={deleting} onClose={() => setDeleting(null)} />}
    </div>
  );
}

function Toolbar({
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
