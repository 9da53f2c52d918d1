import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { InstanceReport } from '@academy/shared';

/**
 * This process as `GET /api/health` names it: which replica answered (behind a proxy, the host alone
 * may be shared by several processes, and a pid is reused after a restart, so the id is fresh per start).
 */
export const INSTANCE: InstanceReport = {
  id: randomBytes(4).toString('hex'),
  pid: process.pid,
  host: hostname(),
};
