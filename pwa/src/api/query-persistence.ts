import {
  dehydrate,
  hydrate,
  type DehydratedState,
  type Query,
  type QueryClient,
} from '@tanstack/react-query';

/**
 * The data layer's cache kept across visits (spec 000 §3/§4, issue 15), so the app opens offline with
 * what the learner saw last:
 * - in IndexedDB, saved at most every 30 s (at once when the connection drops or the page is hidden);
 * - entries older than 24 hours are not restored;
 * - everything is dropped when CACHE_VERSION (raised with each breaking release) changes;
 * - answers asked with a learner's token are personal: they are kept in that learner's own record,
 *   restored only for that learner with that token (checked on read), and deleted at logout. Public
 *   answers (asked without a token) share one record.
 */
export const CACHE_VERSION = 'v1.0.0';
export const SAVE_EVERY_MS = 30_000;
export const MAX_AGE_MS = 24 * 60 * 60_000;
/**
 * The longest the first render waits for the saved cache. IndexedDB can stop answering for good:
 * WebKitGTK 2.50 leaves every transaction of a page queued forever once the page runs in the
 * process of the service worker (it takes that process for suspended; WebKit bug 324058, fixed
 * after 2.50), and Safari can freeze transactions started just before a navigation. The database
 * opens, but a read never completes. Past this deadline the app starts without the saved answers
 * (it fetches them as on a first visit) instead of showing an empty page.
 */
export const RESTORE_DEADLINE_MS = 3000;

/** What is worth keeping: the pages that open offline. Blobs (photos) and one-off checks are not. */
export const KEPT_QUERIES = [
  ['catalogue'],
  ['progress'],
  ['certificates', 'mine'],
  ['certificates', 'course'],
  ['accounts', 'me'],
  ['watch', 'lessons'],
  ['purchases', 'mine'],
];

const DB_NAME = 'academy-query-cache';
const STORE = 'records';

interface CacheRecord {
  version: string;
  savedAt: number;
  /** The learner a personal record belongs to; null for the public one. */
  userId: string | null;
  state: DehydratedState;
}

export interface Viewer {
  userId: string | null;
  token: string | null;
}

const recordKey = (userId: string | null) => (userId ? `learner:${userId}` : 'public');

function openDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function withStore<T>(
  mode: IDBTransactionMode,
  request: (store: IDBObjectStore) => IDBRequest<T> | void,
): Promise<T | undefined> {
  const db = await openDb();
  try {
    return await new Promise<T | undefined>((resolve, reject) => {
      const tx = db.transaction(STORE, mode);
      const result = request(tx.objectStore(STORE));
      tx.oncomplete = () => resolve(result ? result.result : undefined);
      tx.onerror = () => reject(tx.error);
      tx.onabort = () => reject(tx.error);
    });
  } finally {
    db.close();
  }
}

const isKept = (key: readonly unknown[]) =>
  KEPT_QUERIES.some((prefix) => prefix.every((part, i) => key[i] === part));

/**
 * A personal answer: every query asked with a learner's session carries the token (a JWT: three
 * dot-separated parts) in its key, so a key holding one is never written to the public record.
 */
const carriesToken = (key: readonly unknown[]) =>
  key.some((part) => typeof part === 'string' && /^[\w-]+\.[\w-]+\.[\w-]+$/.test(part));

function snapshot(client: QueryClient, keep: (query: Query) => boolean): DehydratedState {
  return dehydrate(client, {
    shouldDehydrateQuery: (query) =>
      query.state.status === 'success' && isKept(query.queryKey) && keep(query),
  });
}

/** Writes the public record and, for a signed-in learner, their personal one. */
export async function saveQueryCache(client: QueryClient, viewer: Viewer): Promise<void> {
  const savedAt = Date.now();
  const records: CacheRecord[] = [
    {
      version: CACHE_VERSION,
      savedAt,
      userId: null,
      state: snapshot(client, (q) => !carriesToken(q.queryKey)),
    },
  ];
  if (viewer.userId && viewer.token) {
    const token = viewer.token;
    records.push({
      version: CACHE_VERSION,
      savedAt,
      userId: viewer.userId,
      state: snapshot(client, (q) => q.queryKey.includes(token)),
    });
  }
  await withStore('readwrite', (store) => {
    for (const record of records) store.put(record, recordKey(record.userId));
  });
}

function usable(record: CacheRecord | undefined, userId: string | null): record is CacheRecord {
  return (
    !!record &&
    record.version === CACHE_VERSION &&
    record.userId === userId &&
    Date.now() - record.savedAt < MAX_AGE_MS
  );
}

/**
 * Puts the saved answers back into the client before the first render: the public record, and the
 * personal record only when it belongs to this learner, with only the queries asked with this token.
 * A record from another version is deleted. When the database does not answer within `deadlineMs`
 * nothing is restored, not even if it answers later (the app has started fetching by then).
 */
export async function restoreQueryCache(
  client: QueryClient,
  viewer: Viewer,
  deadlineMs = RESTORE_DEADLINE_MS,
): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), deadlineMs);
  });
  const reading = readSavedRecords(viewer);
  const records = await Promise.race([reading, deadline]).finally(() => clearTimeout(timer));
  if (records === 'late') {
    reading.catch(() => undefined);
    return;
  }
  const [shared, personal] = records;
  const fresh = (state: DehydratedState): DehydratedState => ({
    mutations: [],
    queries: state.queries.filter((q) => Date.now() - q.state.dataUpdatedAt < MAX_AGE_MS),
  });
  if (usable(shared, null)) hydrate(client, fresh(shared.state));
  if (usable(personal, viewer.userId) && viewer.token) {
    const token = viewer.token;
    const mine = fresh(personal.state);
    hydrate(client, { ...mine, queries: mine.queries.filter((q) => q.queryKey.includes(token)) });
  }
}

async function readSavedRecords(viewer: Viewer) {
  const records = await Promise.all([
    withStore<CacheRecord>('readonly', (store) => store.get(recordKey(null))),
    viewer.userId
      ? withStore<CacheRecord>('readonly', (store) => store.get(recordKey(viewer.userId)))
      : Promise.resolve(undefined),
  ]);
  if (records[0] && records[0].version !== CACHE_VERSION) await clearQueryCache();
  return records;
}

/** Logout: the learner's personal record goes; the next person on this device sees none of it. */
export async function forgetLearnerCache(userId: string): Promise<void> {
  await withStore('readwrite', (store) => store.delete(recordKey(userId)));
}

async function clearQueryCache(): Promise<void> {
  await withStore('readwrite', (store) => store.clear());
}

/**
 * Saves the client's cache when it changes, at most every SAVE_EVERY_MS, and at once when the browser
 * goes offline or the page is hidden (so what was just seen is there for the next offline start).
 */
export function keepQueryCacheSaved(client: QueryClient, viewer: () => Viewer): () => void {
  let timer: number | undefined;
  let lastSave = 0;
  const save = () => {
    window.clearTimeout(timer);
    timer = undefined;
    lastSave = Date.now();
    const who = viewer();
    void saveQueryCache(client, who)
      .then(async () => {
        // A logout while this save was under way: its personal record must not outlive the logout.
        if (who.userId && viewer().token !== who.token) await forgetLearnerCache(who.userId);
      })
      .catch(() => undefined);
  };
  const schedule = () => {
    if (timer !== undefined) return;
    timer = window.setTimeout(save, Math.max(0, lastSave + SAVE_EVERY_MS - Date.now()));
  };
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success') schedule();
  });
  const saveNow = () => {
    if (timer !== undefined) save();
  };
  const onHidden = () => {
    if (document.visibilityState === 'hidden') saveNow();
  };
  window.addEventListener('offline', saveNow);
  document.addEventListener('visibilitychange', onHidden);
  return () => {
    unsubscribe();
    window.clearTimeout(timer);
    window.removeEventListener('offline', saveNow);
    document.removeEventListener('visibilitychange', onHidden);
  };
}
