import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { AlertTriangle, RefreshCw, Search, UsersRound, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  adminKeys,
  fetchAdminUsers,
  SORT_ORDERS,
  USER_SORT_FIELDS,
  USER_STATUS_FILTERS,
  type SortOrder,
  type UserListQuery,
  type UserSortField,
  type UserStatusFilter,
} from './admin-api.ts';
import { PageInfo, Pager } from '../ui/pager.tsx';
import { useDebouncedValue } from './use-debounced-value.ts';
import { usePageTitle } from '../ui/use-page-title.ts';
import { readUserListParams, writeUserListParams } from './user-list-params.ts';
import { USER_GRID, UserRow } from './user-row.tsx';

/** Typing pauses this long before the list is searched (the same debounce as the course list). */
const SEARCH_DEBOUNCE_MS = 500;

/**
 * /admin/users (spec 001 §2, §4, §9): search, status filter, sort, pagination of 10, and activating or
 * deactivating non-admin accounts.
 */
export default function AdminUsersPage() {
  const { t } = useTranslation('admin');
  usePageTitle(t('users.title'), 'admin');
  const [searchParams, setSearchParams] = useSearchParams();
  const query = readUserListParams(searchParams);
  const [searchInput, setSearchInput] = useState(query.search);
  const debouncedSearch = useDebouncedValue(searchInput.trim(), SEARCH_DEBOUNCE_MS);
  // Back and forward change the address under the field: show the search the list now uses.
  const [shownSearch, setShownSearch] = useState(query.search);
  if (shownSearch !== query.search) {
    setShownSearch(query.search);
    if (searchInput.trim() !== query.search) setSearchInput(query.search);
  }

  const update = (changes: Partial<Omit<UserListQuery, 'limit'>>) => {
    // Any change but the page itself starts again from page 1.
    const next = { ...query, page: 1, ...changes };
    setSearchParams(writeUserListParams(next), { replace: !('page' in changes) });
  };

  useEffect(() => {
    if (debouncedSearch !== query.search) update({ search: debouncedSearch });
    // Only a settled search term should write the address; `update` reads the latest query itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debouncedSearch]);

  const users = useQuery({
    queryKey: adminKeys.users(query),
    queryFn: ({ signal }) => fetchAdminUsers(query, signal),
    placeholderData: keepPreviousData,
    // An admin acting on the list wants what is true now, not five minutes ago.
    staleTime: 10_000,
  });

  const pagination = users.data?.pagination;
  // A page that no longer exists (rows left the filter) moves back to the last one.
  useEffect(() => {
    if (pagination && pagination.totalPages > 0 && query.page > pagination.totalPages) {
      update({ page: pagination.totalPages });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pagination?.totalPages, query.page]);

  const filtered = query.search !== '' || query.status !== 'all';
  const handleClear = () => {
    setSearchInput('');
    setSearchParams(new URLSearchParams(), { replace: true });
  };

  return (
    <div className="space-y-5">
      <header className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('users.title')}</h1>
          <p className="mt-1 text-slate-600">{t('users.subtitle')}</p>
        </div>
        {pagination && (
          <p className="text-sm font-medium text-slate-600" data-testid="users-total">
            {t('users.total', { count: pagination.totalUsers })}
          </p>
        )}
      </header>

      <Toolbar
        search={searchInput}
        onSearch={setSearchInput}
        status={query.status}
        onStatus={(status) => update({ status })}
        sortBy={query.sortBy}
        onSortBy={(sortBy) => update({ sortBy })}
        sortOrder={query.sortOrder}
        onSortOrder={(sortOrder) => update({ sortOrder })}
      />

      <section
        aria-label={t('users.listLabel')}
        aria-busy={users.isFetching}
        className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
      >
        <div
          aria-hidden
          className={`${USER_GRID} hidden border-b border-slate-200 bg-slate-50 px-5 py-3 text-xs font-semibold tracking-wide text-slate-500 uppercase`}
        >
          <span>{t('users.columns.user')}</span>
          <span>{t('users.columns.phone')}</span>
          <span>{t('users.columns.status')}</span>
          <span>{t('users.columns.role')}</span>
          <span>{t('users.columns.joined')}</span>
          <span>{t('users.columns.purchased')}</span>
          <span className="text-right">{t('users.columns.actions')}</span>
        </div>
        {users.isPending ? (
          <LoadingRows />
        ) : users.isError && !users.data ? (
          <div className="flex flex-col items-center gap-3 px-4 py-12 text-center">
            <AlertTriangle className="h-10 w-10 text-red-600" aria-hidden />
            <p role="alert" className="font-semibold text-slate-900">
              {t('users.loadFailed')}
            </p>
            <button
              type="button"
              onClick={() => void users.refetch()}
              className="inline-flex items-center gap-2 rounded-lg bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800"
            >
              <RefreshCw
                className={`h-4 w-4 ${users.isFetching ? 'animate-spin' : ''}`}
                aria-hidden
              />
              {t('common.retry')}
            </button>
          </div>
        ) : users.data && users.data.users.length === 0 ? (
          <div className="flex flex-col items-center gap-3 px-4 py-12 text-center">
            <UsersRound className="h-10 w-10 text-slate-400" aria-hidden />
            <p className="font-semibold text-slate-900">
              {filtered ? t('users.emptyFiltered') : t('users.empty')}
            </p>
            {filtered && (
              <button
                type="button"
                onClick={handleClear}
                className="rounded-lg px-3 py-2 font-semibold text-red-700 ring-1 ring-red-300 hover:bg-red-50"
              >
                {t('users.clearFilters')}
              </button>
            )}
          </div>
        ) : (
          <ul
            className={`divide-y divide-slate-200 transition-opacity ${users.isPlaceholderData ? 'opacity-60' : ''}`}
          >
            {users.data?.users.map((user) => (
              <UserRow key={user._id || user.id || user.email} user={user} />
            ))}
          </ul>
        )}
      </section>

      {users.isError && users.data && (
        <p role="alert" className="text-center text-sm text-red-700">
          {t('users.loadFailed')}
        </p>
      )}

      {pagination && (
        <div className="flex flex-col items-center gap-2">
          <Pager
            page={pagination.currentPage}
            pages={pagination.totalPages}
            onPage={(page) => update({ page })}
          />
          {pagination.totalPages > 1 && (
            <p className="text-sm text-slate-600">
              <PageInfo page={pagination.currentPage} pages={pagination.totalPages} />
            </p>
          )}
        </div>
      )}
    </div>
  );
}

function LoadingRows() {
  const { t } = useTranslation('admin');
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{t('users.loading')}</span>
      <ul aria-hidden className="divide-y divide-slate-200">
        {Array.from({ length: 5 }, (_, i) => (
          <li key={i} className="flex animate-pulse items-center gap-3 px-5 py-4">
            <span className="h-10 w-10 rounded-full bg-slate-200" />
            <span className="flex-1 space-y-2">
              <span className="block h-3 w-1/3 rounded bg-slate-200" />
              <span className="block h-3 w-1/2 rounded bg-slate-100" />
            </span>
            <span className="hidden h-8 w-24 rounded-lg bg-slate-100 sm:block" />
          </li>
        ))}
      </ul>
    </div>
  );
}

function Toolbar(props: {
  search: string;
  onSearch: (value: string) => void;
  status: UserStatusFilter;
  onStatus: (value: UserStatusFilter) => void;
  sortBy: UserSortField;
  onSortBy: (value: UserSortField) => void;
  sortOrder: SortOrder;
  onSortOrder: (value: SortOrder) => void;
}) {
  const { t } = useTranslation('admin');
  const id = useId();
  const select =
    'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-sm shadow-sm focus:border-red-600 focus:ring-2 focus:ring-red-200 focus:outline-none';
  const label = 'mb-1 block text-xs font-semibold text-slate-600';
  return (
    <div className="grid grid-cols-2 gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:grid-cols-3 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]">
      <div className="col-span-2 sm:col-span-3 lg:col-span-1">
        <label htmlFor={`${id}-search`} className={label}>
          {t('users.searchLabel')}
        </label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-400"
            aria-hidden
          />
          <input
            id={`${id}-search`}
            type="search"
            value={props.search}
            onChange={(event) => props.onSearch(event.target.value)}
            placeholder={t('users.searchPlaceholder')}
            className={`${select} pr-9 pl-9`}
          />
          {props.search && (
            <button
              type="button"
              onClick={() => props.onSearch('')}
              aria-label={t('users.clearSearch')}
              className="absolute top-1/2 right-2 -translate-y-1/2 rounded p-1 text-slate-400 hover:text-slate-700"
            >
              <X className="h-4 w-4" aria-hidden />
            </button>
          )}
        </div>
      </div>
      <div className="col-span-2 sm:col-span-1">
        <label htmlFor={`${id}-status`} className={label}>
          {t('users.statusFilter')}
        </label>
        <select
          id={`${id}-status`}
          value={props.status}
          onChange={(event) => props.onStatus(event.target.value as UserStatusFilter)}
          className={select}
        >
          {USER_STATUS_FILTERS.map((status) => (
            <option key={status} value={status}>
              {t(`users.filters.${status}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-sort`} className={label}>
          {t('users.sortBy')}
        </label>
        <select
          id={`${id}-sort`}
          value={props.sortBy}
          onChange={(event) => props.onSortBy(event.target.value as UserSortField)}
          className={select}
        >
          {USER_SORT_FIELDS.map((field) => (
            <option key={field} value={field}>
              {t(`users.sortFields.${field}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-order`} className={label}>
          {t('users.sortOrder')}
        </label>
        <select
          id={`${id}-order`}
          value={props.sortOrder}
          onChange={(event) => props.onSortOrder(event.target.value as SortOrder)}
          className={select}
        >
          {SORT_ORDERS.map((order) => (
            <option key={order} value={order}>
              {t(`users.sortOrders.${props.sortBy}.${order}`)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
