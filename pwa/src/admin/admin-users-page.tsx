import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { adminKeys, fetchAdminUsers } from './admin-api.ts';
import { PageHeader } from '../ui/page-header.tsx';
import { useLastPageKept } from '../ui/list-address.ts';
import { PageInfo, Pager } from '../ui/pager.tsx';
import { usePageTitle } from '../ui/use-page-title.ts';
import { USER_LIST_DEFAULTS, useUserListParams } from './user-list-params.ts';
import { UserListBody } from './user-list-body.tsx';
import { UserListToolbar } from './user-list-toolbar.tsx';
import { USER_GRID } from './user-row.tsx';

/**
 * /admin/users (spec 001 §2, §4, §9): search, status filter, sort, pagination of 10, and activating or
 * deactivating non-admin accounts.
 */
export default function AdminUsersPage() {
  const { t } = useTranslation('admin');
  usePageTitle(t('users.title'), 'admin');
  const { query, show, update } = useUserListParams();

  const users = useQuery({
    queryKey: adminKeys.users(query),
    queryFn: ({ signal }) => fetchAdminUsers(query, signal),
    placeholderData: keepPreviousData,
    // An admin acting on the list wants what is true now, not five minutes ago.
    staleTime: 10_000,
  });

  const pagination = users.data?.pagination;
  useLastPageKept(query.page, pagination?.totalPages, !users.isPlaceholderData, (page) =>
    show({ ...query, page }),
  );

  const filtered = query.search !== '' || query.status !== 'all';
  const handleClear = () => show((list) => ({ ...list, ...USER_LIST_DEFAULTS }));

  return (
    <div className="space-y-5">
      <PageHeader
        title={t('users.title')}
        subtitle={t('users.subtitle')}
        actions={
          pagination && (
            <p className="text-sm font-medium text-slate-600" data-testid="users-total">
              {t('users.total', { count: pagination.totalUsers })}
            </p>
          )
        }
      />

      <UserListToolbar query={query} onChange={update} />

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
        <UserListBody users={users} filtered={filtered} onClear={handleClear} />
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
