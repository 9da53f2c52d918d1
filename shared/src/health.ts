export type ComponentStatus = 'up' | 'down';

export interface HealthReport {
  status: 'ok' | 'degraded';
  uptimeSeconds: number;
  database: { status: ComponentStatus; latencyMs?: number; error?: string };
  storage: { status: ComponentStatus; driver: 'local' | 's3'; error?: string };
  jobQueue: { status: ComponentStatus; error?: string };
}
