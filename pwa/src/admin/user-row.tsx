import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Loader2, ShieldCheck, UserCheck, UserX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/api-client.ts';
import {
  adminKeys,
  updateUserStatus,
  type AdminUser,
  type UserPagination,
  type UserStatus,
} from './admin-api.ts';
import { useToast } from '../ui/toast.tsx';
import { formatDate } from '../i18n/format-date.ts';
import { Badge, type BadgeTone } from '../ui/badge.tsx';
import { UserAvatar } from './user-avatar.tsx';
import { UserViolations } from './protection/user-violations.tsx';

/** The grid both the header row and each user row follow on wide screens. */
export const USER_GRID =
  'lg:grid lg:grid-cols-[minmax(0,2.4fr)_minmax(0,1.1fr)_7rem_6.5rem_minmax(0,1fr)_5.5rem_9.5rem] lg:items-center lg:gap-4';

const STATUS_TONE: Record<UserStatus, BadgeTone> = { active: 'green', inactive: 'red' };

export function UserStatusBadge({ status }: { status: UserStatus }) {
  const { t } = useTranslation('admin');
  return (
    <Badge tone={STATUS_TONE[status] ?? 'slate'} data-testid="user-status">
      {t(`users.status.${status}`, { defaultValue: status })}
    </Badge>
  );
}

type UsersPage = { users: AdminUser[]; pagination: UserPagination };

export function UserRow({ user }: { user: AdminUser }) {
  const { t, i18n } = useTranslation('admin');
  const toast = useToast();
  const queryClient = useQueryClient();
  const userId = user._id || user.id || '';
  const isAdmin = user.role === 'admin';
  const nextStatus: UserStatus = user.status === 'active' ? 'inactive' : 'active';

  const change = useMutation({
    mutationFn: (status: UserStatus) => updateUserStatus(userId, status),
    retry: false,
    onSuccess: (_message, status) => {
      toast.success(t(status === 'inactive' ? 'users.deactivated' : 'users.reactivated'));
      // Show the new badge at once, then reload: under a status filter the row may leave the page.
      queryClient.setQueriesData<UsersPage>({ queryKey: adminKeys.usersAll }, (page) =>
        page
          ? {
              ...page,
              users: page.users.map((u) => ((u._id || u.id) === userId ? { ...u, status } : u)),
            }
          : page,
      );
      void queryClient.invalidateQueries({ queryKey: adminKeys.usersAll });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.isNetworkError) toast.error(t('common.networkError'));
      else if (error instanceof ApiError && error.message) toast.error(error.message);
      else toast.error(t('users.statusChangeFailed'));
    },
  });

  const joined = formatDate(user.createdAt, i18n.language);
  const purchased = user.purchasedCourses?.length ?? 0;
  const label = 'text-xs font-medium text-slate-500 lg:sr-only';

  return (
    <li
      data-testid="user-row"
      data-email={user.email}
      className={`${USER_GRID} flex flex-col gap-3 px-4 py-4 sm:px-5`}
    >
      <div className="flex min-w-0 items-center gap-3">
        <UserAvatar name={user.name || user.email} picture={user.profilePicture} />
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold text-slate-900">{user.name || '—'}</p>
          <p className="truncate text-sm text-slate-600">{user.email}</p>
        </div>
        <div className="lg:hidden">
          <UserStatusBadge status={user.status} />
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4 lg:contents">
        <div className="min-w-0">
          <dt className={label}>{t('users.columns.phone')}</dt>
          <dd className="truncate text-slate-700" dir="ltr">
            {user.phoneNumber || '—'}
          </dd>
        </div>
        <div className="hidden lg:block">
          <dt className="sr-only">{t('users.columns.status')}</dt>
          <dd>
            <UserStatusBadge status={user.status} />
          </dd>
        </div>
        <div>
          <dt className={label}>{t('users.columns.role')}</dt>
          <dd>
            {isAdmin ? (
              <span className="inline-flex items-center gap-1 font-semibold text-violet-700">
                <ShieldCheck className="h-4 w-4" aria-hidden />
                {t('users.roles.admin')}
              </span>
            ) : (
              <span className="text-slate-700">{t('users.roles.learner')}</span>
            )}
          </dd>
        </div>
        <div className="min-w-0">
          <dt className={label}>{t('users.columns.joined')}</dt>
          <dd className="text-slate-700">
            {joined ? <time dateTime={user.createdAt}>{joined}</time> : '—'}
          </dd>
        </div>
        <div>
          <dt className={label}>{t('users.columns.purchased')}</dt>
          <dd className="text-slate-700">
            <span className="lg:hidden">{t('users.coursesCount', { count: purchased })}</span>
            <span className="hidden lg:inline">{purchased}</span>
          </dd>
        </div>
      </dl>
      <div className="lg:text-right">
        <button
          type="button"
          disabled={isAdmin || change.isPending || !userId}
          title={isAdmin ? t('users.adminLocked') : undefined}
          aria-describedby={isAdmin ? `admin-locked-${userId}` : undefined}
          onClick={() => change.mutate(nextStatus)}
          className={`inline-flex w-full items-center justify-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold ring-1 transition disabled:cursor-not-allowed disabled:opacity-50 lg:w-auto ${
            nextStatus === 'inactive'
              ? 'bg-white text-red-700 ring-red-300 hover:bg-red-50'
              : 'bg-green-700 text-white ring-green-700 hover:bg-green-800'
          }`}
        >
          {change.isPending ? (
            <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
          ) : nextStatus === 'inactive' ? (
            <UserX className="h-4 w-4" aria-hidden />
          ) : (
            <UserCheck className="h-4 w-4" aria-hidden />
          )}
          {nextStatus === 'inactive' ? t('users.deactivate') : t('users.reactivate')}
        </button>
        {isAdmin && (
          <p id={`admin-locked-${userId}`} className="mt-1 text-xs text-slate-500 lg:sr-only">
            {t('users.adminLocked')}
          </p>
        )}
      </div>
      {!isAdmin && userId && (
        <div className="lg:col-span-full">
          <UserViolations userId={userId} />
        </div>
      )}
    </li>
  );
}
