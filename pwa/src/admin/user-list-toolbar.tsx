import { Search, X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  SORT_ORDERS,
  USER_SORT_FIELDS,
  USER_STATUS_FILTERS,
  type SortOrder,
  type UserSortField,
  type UserStatusFilter,
} from './admin-api.ts';
import { ToolbarSelect, type ToolbarLook } from './toolbar-select.tsx';

const look: ToolbarLook = {
  label: 'mb-1 block text-xs font-semibold text-slate-600',
  select:
    'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-sm shadow-sm focus:border-red-600 focus:ring-2 focus:ring-red-200 focus:outline-none',
};

/** The user list's search, status filter, sort field and order (spec 001 §2 /admin/users). */
export function UserListToolbar(props: {
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
  return (
    <div className="grid grid-cols-2 gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:grid-cols-3 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]">
      <div className="col-span-2 sm:col-span-3 lg:col-span-1">
        <label htmlFor={`${id}-search`} className={look.label}>
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
            className={`${look.select} pr-9 pl-9`}
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
      <ToolbarSelect
        className="col-span-2 sm:col-span-1"
        look={look}
        label={t('users.statusFilter')}
        value={props.status}
        values={USER_STATUS_FILTERS}
        optionLabel={(status) => t(`users.filters.${status}`)}
        onChange={props.onStatus}
      />
      <ToolbarSelect
        look={look}
        label={t('users.sortBy')}
        value={props.sortBy}
        values={USER_SORT_FIELDS}
        optionLabel={(field) => t(`users.sortFields.${field}`)}
        onChange={props.onSortBy}
      />
      <ToolbarSelect
        look={look}
        label={t('users.sortOrder')}
        value={props.sortOrder}
        values={SORT_ORDERS}
        optionLabel={(order) => t(`users.sortOrders.${props.sortBy}.${order}`)}
        onChange={props.onSortOrder}
      />
    </div>
  );
}
