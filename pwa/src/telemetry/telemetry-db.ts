import Dexie, { type EntityTable } from 'dexie';
import type { TelemetryEvent } from '@academy/shared';

/**
 * Field telemetry waiting to be sent (issue 26), in IndexedDB so that a session on a link that fails
 * is sent on the next visit instead of being lost. Keyed by the event's own id.
 */
export const telemetryDb = new Dexie('academy-telemetry') as Dexie & {
  events: EntityTable<TelemetryEvent, 'id'>;
};

telemetryDb.version(1).stores({ events: 'id, at' });
