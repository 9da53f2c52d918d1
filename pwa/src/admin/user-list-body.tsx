import type { UseQueryResult } from '@tanstack/react-query';
import { UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ListBody, ListEmpty } from '../ui/list-body.tsx';
import { SkeletonList } from '../ui/states.tsx';
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
  return (
    <ListBody
      query={users}
      items={users.data?.users}
      className="divide-y divide-slate-200"
      loading={
        <SkeletonList
          count={5}
          label={t('users.loading')}
          className="space-y-2 p-4"
          itemClassName="h-14 rounded-xl"
        />
      }
      errorTitle={t('users.loadFailed')}
      empty={
        <ListEmpty
          icon={UsersRound}
          filtered={filtered}
          noneTitle={t('users.empty')}
          noMatchTitle={t('users.emptyFiltered')}
          clearLabel={t('users.clearFilters')}
          onClear={onClear}
        />
      }
    >
      {(user) => <UserRow key={user._id || user.id || user.email} user={user} />}
    </ListBody>
  );
}
