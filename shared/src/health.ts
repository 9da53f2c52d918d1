export type ComponentStatus = 'up' | 'down';

/** A process of the academy: which replica answered, which workers are running. */
export interface InstanceReport {
  id: string;
  pid: number;
  host: string;
}

export interface WorkerReport extends InstanceReport {
  /** ISO time of the worker's last heartbeat (at most 30 s ago). */
  lastSeen: string;
}

/** What anyone may read: whether the parts are up, and which replica answered (its random id only). */
export interface HealthReport {
  status: 'ok' | 'degraded';
  uptimeSeconds: number;
  /** The API process that answered: its id, fresh per start (no process id or host name). */
  instance: Pick<InstanceReport, 'id'>;
  database: { status: ComponentStatus; latencyMs?: number; error?: string };
  storage: { status: ComponentStatus; driver: 'local' | 's3'; error?: string };
  jobQueue: { status: ComponentStatus; error?: string };
  /** How many transcoding workers have a heartbeat under 30 s old (none is not a failure). */
  workerCount: number;
}

/** An admin's report (admin token): the process id and host, and which workers are running. */
export interface AdminHealthReport extends HealthReport {
  instance: InstanceReport;
  workers: WorkerReport[];
}
