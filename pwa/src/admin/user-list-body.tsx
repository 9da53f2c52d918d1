import type { UseQueryResult } from '@tanstack/react-query';
import { UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button.tsx';
import { EmptyState, LoadError, SkeletonList } from '../ui/states.tsx';
import type { AdminUser, UserPagination } from './admin-api.ts';
import { UserRow } from './user-row.tsx';

/** The rows of /admin/users, or while they load, fail or are none (spec 001 §2, §4). */
export function UserListBody({
  users,
  filtered,
  onClear,
}: {
  users: UseQueryResult<{ users: AdminUser[]; pagination: UserPagination }>;
  filtered: boolean;
  onClear: () => void;
}) {
  const { t } = useTranslation('admin');
  if (users.isPending) {
    return (
      <SkeletonList
        count={5}
        label={t('users.loading')}
        className="space-y-2 p-4"
        itemClassName="h-14 rounded-xl"
      />
    );
  }
  if (users.isError && !users.data) {
    return (
      <LoadError
        compact
        title={t('users.loadFailed')}
        error={users.error}
        onRetry={() => void users.refetch()}
        retrying={users.isFetching}
      />
    );
  }
  if (users.data.users.length === 0) {
    return (
      <EmptyState
        icon={UsersRound}
        title={filtered ? t('users.emptyFiltered') : t('users.empty')}
        action={
          filtered && (
            <Button variant="secondary" onClick={onClear}>
              {t('users.clearFilters')}
            </Button>
          )
        }
      />
    );
  }
  return (
    <ul
      className={`divide-y divide-slate-200 transition-opacity ${users.isPlaceholderData ? 'opacity-60' : ''}`}
    >
      {users.data.users.map((user) => (
        <UserRow key={user._id || user.id || user.email} user={user} />
      ))}
    </ul>
  );
}
