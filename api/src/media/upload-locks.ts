import pg from 'pg';
import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/server';
import { notify } from '../db/notifications.ts';
import type { Logger } from '../logging/logger.ts';

/**
 * Locks on tus uploads that hold across API processes: a PostgreSQL session-level advisory lock per
 * upload, taken on a connection of its own for as long as tus holds it. The consecutive requests of
 * one upload may reach different replicas; two at once (a client retrying while its first PATCH is
 * still being read) must not write the same file. A lock dies with its connection, so a replica
 * killed in the middle of a PATCH never leaves an upload locked.
 *
 * tus asks the holder to let go when another request wants the lock (the older request is usually a
 * dead connection). Across processes that request travels as a notification on `UPLOAD_RELEASE_CHANNEL`;
 * every API process listens (`uploadLockListeners`) and tells its own holders.
 */

export const UPLOAD_RELEASE_CHANNEL = 'academy_upload_release';
/** The advisory-lock namespace (first key) of tus uploads; the second key is a hash of the id. */
const LOCK_NAMESPACE = 7401;
const RETRY_MS = 100;

/** The uploads this process holds, with tus's "please let go" callbacks. */
const holders = new Map<string, Set<RequestRelease>>();

export const uploadLockListeners = {
  [UPLOAD_RELEASE_CHANNEL]: (uploadId: string) => {
    for (const release of holders.get(uploadId) ?? []) void release();
  },
};

export class PgAdvisoryLocker implements Locker {
  constructor(
    private readonly databaseUrl: string,
    private readonly notifier: Pick<pg.Pool, 'query'>,
    private readonly logger: Logger,
    private readonly timeoutMs = 30_000,
  ) {}

  newLock(id: string): Lock {
    return new PgAdvisoryLock(id, this.databaseUrl, this.notifier, this.logger, this.timeoutMs);
  }
}

class PgAdvisoryLock implements Lock {
  private client: pg.Client | null = null;
  private release: RequestRelease | null = null;

  constructor(
    private readonly id: string,
    private readonly databaseUrl: string,
    private readonly notifier: Pick<pg.Pool, 'query'>,
    private readonly logger: Logger,
    private readonly timeoutMs: number,
  ) {}

  async lock(signal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
    const client = new pg.Client({ connectionString: this.databaseUrl });
    client.on('error', (err) => this.logger.warn({ err, uploadId: this.id }, 'upload lock lost'));
    await client.connect();
    const deadline = Date.now() + this.timeoutMs;
    try {
      for (let asked = false; ;) {
        const { rows } = await client.query<{ locked: boolean }>(
          'select pg_try_advisory_lock($1, hashtext($2)) as locked',
          [LOCK_NAMESPACE, this.id],
        );
        if (rows[0]?.locked) break;
        if (signal.aborted || Date.now() > deadline) throw ERRORS.ERR_LOCK_TIMEOUT;
        if (!asked) {
          // Ask whoever holds it, in whichever process, to finish up.
          asked = true;
          await notify(this.notifier, UPLOAD_RELEASE_CHANNEL, this.id).catch(() => undefined);
        }
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
      }
    } catch (err) {
      await client.end().catch(() => undefined);
      throw err;
    }
    this.client = client;
    this.release = requestRelease;
    const own = holders.get(this.id) ?? new Set();
    own.add(requestRelease);
    holders.set(this.id, own);
  }

  async unlock(): Promise<void> {
    const client = this.client;
    if (!client) throw new Error('Releasing an unlocked lock!');
    this.client = null;
    const own = holders.get(this.id);
    if (own && this.release) {
      own.delete(this.release);
      if (!own.size) holders.delete(this.id);
    }
    // Ending the session releases the advisory lock with it.
    await client.end().catch(() => undefined);
  }
}
