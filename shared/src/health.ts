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

export interface HealthReport {
  status: 'ok' | 'degraded';
  uptimeSeconds: number;
  /** The API process that answered. */
  instance: InstanceReport;
  database: { status: ComponentStatus; latencyMs?: number; error?: string };
  storage: { status: ComponentStatus; driver: 'local' | 's3'; error?: string };
  jobQueue: { status: ComponentStatus; error?: string };
  /** Transcoding workers with a heartbeat under 30 s old (an empty list is not a failure). */
  workers: WorkerReport[];
}
