import { TIMERS } from '@academy/shared';
import { useTranslation } from 'react-i18next';
import { SearchBox } from '../ui/search-box.tsx';
import { Toolbar, ToolbarSelect } from '../ui/toolbar.tsx';
import {
  SORT_ORDERS,
  USER_SORT_FIELDS,
  USER_STATUS_FILTERS,
  type UserListQuery,
} from './admin-api.ts';

/** Typing pauses this long before the list is searched (the same debounce as the course list). */

type UserListChange = Partial<Omit<UserListQuery, 'limit' | 'page'>>;

/** The user list's search, status filter, sort field and order (spec 001 §2 /admin/users). */
export function UserListToolbar({
  query,
  onChange,
}: {
  query: UserListQuery;
  onChange: (change: UserListChange) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <Toolbar columns="grid-cols-2 sm:grid-cols-3 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]">
      <SearchBox
        className="col-span-2 sm:col-span-3 lg:col-span-1"
        label={t('users.searchLabel')}
        clearLabel={t('users.clearSearch')}
        placeholder={t('users.searchPlaceholder')}
        value={query.search}
        onSearch={(search) => onChange({ search })}
        settleMs={TIMERS.adminSearchDebounceMs}
      />
      <ToolbarSelect
        className="col-span-2 sm:col-span-1"
        label={t('users.statusFilter')}
        value={query.status}
        values={USER_STATUS_FILTERS}
        optionLabel={(status) => t(`users.filters.${status}`)}
        onChange={(status) => onChange({ status })}
      />
      <ToolbarSelect
        label={t('users.sortBy')}
        value={query.sortBy}
        values={USER_SORT_FIELDS}
        optionLabel={(field) => t(`users.sortFields.${field}`)}
        onChange={(sortBy) => onChange({ sortBy })}
      />
      <ToolbarSelect
        label={t('users.sortOrder')}
        value={query.sortOrder}
        values={SORT_ORDERS}
        optionLabel={(order) => t(`users.sortOrders.${query.sortBy}.${order}`)}
        onChange={(sortOrder) => onChange({ sortOrder })}
      />
    </Toolbar>
  );
}
