import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { accountKeys, setMe } from './account-queries.ts';
import type { AccountUser } from './accounts-api.ts';

const TOKEN = 'token-of-the-learner';
const before: AccountUser = { _id: 'u1', email: 'selam@example.com', profilePhotoKey: null };
const after: AccountUser = { ...before, profilePhotoKey: 'photos/new.webp' };

afterEach(() => localStorage.clear());

describe('setMe', () => {
  it('keeps the answer of an update when a fetch of the user asked before it arrives after it', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(accountKeys.me(TOKEN), before);
    // The refetch after removing the photo: the server read the user before the upload.
    let answerStaleFetch: (user: AccountUser) => void = () => undefined;
    const staleFetch = client.fetchQuery({
      queryKey: accountKeys.me(TOKEN),
      queryFn: () => new Promise<AccountUser>((resolve) => (answerStaleFetch = resolve)),
      staleTime: 0,
    });

    setMe(client, TOKEN, after);
    answerStaleFetch(before);
    await staleFetch.catch(() => undefined);

    expect(client.getQueryData<AccountUser>(accountKeys.me(TOKEN))?.profilePhotoKey).toBe(
      'photos/new.webp',
    );
    expect(client.getQueryState(accountKeys.me(TOKEN))?.fetchStatus).toBe('idle');
  });

  it('asks again afterwards as usual: a later fetch lands', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    setMe(client, TOKEN, before);
    await client.fetchQuery({
      queryKey: accountKeys.me(TOKEN),
      queryFn: () => Promise.resolve(after),
      staleTime: 0,
    });
    expect(client.getQueryData<AccountUser>(accountKeys.me(TOKEN))?.profilePhotoKey).toBe(
      'photos/new.webp',
    );
  });
});
