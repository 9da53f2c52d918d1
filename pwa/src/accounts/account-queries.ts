import { useQuery, type QueryClient } from '@tanstack/react-query';
import { fetchMe, fetchPhotoUrl, type AccountUser } from './accounts-api.ts';
import { getStoredUser, storeUser, useAuthToken } from '../session/auth-storage.ts';

/** Query keys carry the token, so a different sign-in never shows the previous learner's data. */
export const accountKeys = {
  me: (token: string | null) => ['accounts', 'me', token] as const,
  photo: (token: string | null, kind: 'navbar' | 'profile', photoKey: string | null | undefined) =>
    ['accounts', 'photo', kind, token, photoKey ?? null] as const,
};

export async function loadMe(token: string, signal?: AbortSignal): Promise<AccountUser> {
  const user = await fetchMe(token, signal);
  storeUser(user);
  return user;
}

/** The signed-in learner. Starts from the stored copy so the screen has a name at once. */
export function useMe() {
  const token = useAuthToken();
  return useQuery<AccountUser>({
    queryKey: accountKeys.me(token),
    queryFn: ({ signal }) => loadMe(token!, signal),
    enabled: !!token,
    // Only the stored copy, never the previous key's data: that may be another learner's.
    placeholderData: () => getStoredUser() ?? undefined,
    // This request is the session check too (session-watcher.tsx asks for the same query, and joins a
    // fetch already on its way): with the app's three retries (1, 2 and 4 s apart) a page that asked
    // first held the check's verdict back 7 s and more, and a captive portal went unnoticed. The watcher
    // asks again on focus and every 30 s; the stored copy keeps the name on screen meanwhile.
    retry: false,
  });
}

/**
 * After an update the server answers the new user: show it everywhere without another call. A fetch
 * of the user still on its way was asked before this answer and would land after it, putting the old
 * user back (a photo removed, then uploaded at once: the refetch after the removal arrived after the
 * upload's answer, and the new photo vanished from the bar), so it is cancelled first.
 */
export function setMe(queryClient: QueryClient, token: string, user: AccountUser): void {
  storeUser(user);
  void queryClient.cancelQueries({ queryKey: accountKeys.me(token), exact: true });
  queryClient.setQueryData(accountKeys.me(token), (old: AccountUser | undefined) => ({
    ...old,
    ...user,
    purchasedCourses: user.purchasedCourses?.length
      ? user.purchasedCourses
      : (old?.purchasedCourses ?? []),
  }));
}

/**
 * The photo link (spec 000 §7): the navbar asks /api/auth/users/me/photo, the profile page
 * /api/users/me/photo, and only when the user has a photo. The photo key is part of the query key, so
 * a new upload fetches a new link.
 */
export function usePhotoUrl(kind: 'navbar' | 'profile', user: AccountUser | null | undefined) {
  const token = useAuthToken();
  const photoKey = user?.profilePhotoKey;
  return useQuery({
    queryKey: accountKeys.photo(token, kind, photoKey),
    queryFn: () => fetchPhotoUrl(token!, kind),
    enabled: !!token && !!photoKey,
    staleTime: 10 * 60_000,
  });
}
