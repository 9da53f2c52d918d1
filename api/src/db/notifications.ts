import pg from 'pg';
import type { Logger } from '../logging/logger.ts';

/**
 * PostgreSQL LISTEN/NOTIFY between the processes of one academy (API replicas, workers): a way to say
 * "something changed" that reaches every process at once, through the database they already share.
 * Notifications are not stored: a process that was disconnected misses them, so after a reconnection
 * every handler runs once (the safe answer to "did I miss something?").
 */
export interface Listener {
  /** Resolves once LISTEN is in place, so nothing sent afterwards is missed. */
  ready: Promise<void>;
  close(): Promise<void>;
}

export type Handler = (payload: string) => void;

const RECONNECT_MS = 1_000;

/** Listens on `channels` over one dedicated connection, reconnecting when it drops. */
export function listen(url: string, channels: Record<string, Handler>, logger: Logger): Listener {
  let client: pg.Client | null = null;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  let firstDone: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (firstDone = resolve));

  const connect = async (reconnecting: boolean): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (msg) => channels[msg.channel]?.(msg.payload ?? ''));
    next.on('error', (err) => {
      logger.warn({ err }, 'notification connection lost; reconnecting');
      retry(next);
    });
    next.on('end', () => retry(next));
    try {
      await next.connect();
      for (const channel of Object.keys(channels)) {
        await next.query(`listen ${pg.escapeIdentifier(channel)}`);
      }
    } catch (err) {
      logger.warn({ err }, 'could not listen for notifications; retrying');
      retry(next);
      return;
    }
    if (closed) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    if (reconnecting) for (const handler of Object.values(channels)) handler('');
    firstDone();
  };

  const retry = (broken: pg.Client) => {
    if (closed || (client !== broken && client !== null) || timer) return;
    client = null;
    broken.removeAllListeners('end');
    void broken.end().catch(() => undefined);
    timer = setTimeout(() => {
      timer = undefined;
      void connect(true);
    }, RECONNECT_MS);
    timer.unref();
  };

  void connect(false);
  return {
    ready,
    async close() {
      closed = true;
      clearTimeout(timer);
      firstDone();
      const open = client;
      client = null;
      open?.removeAllListeners('end');
      await open?.end().catch(() => undefined);
    },
  };
}

/** Tells every listening process, after the current transaction (if any) commits. */
export async function notify(
  pool: Pick<pg.Pool, 'query'>,
  channel: string,
  payload = '',
): Promise<void> {
  await pool.query('select pg_notify($1, $2)', [channel, payload]);
}
