import { describe, expect, it } from 'vitest';
import { CONFIG_ERROR_EXIT, Supervisor, type ConfigErrorReport } from './supervisor.ts';

/**
 * The supervisor with real processes: one that refuses its configuration (exit 78) is not restarted,
 * and the whole cluster stops with its message, instead of every process being restarted forever.
 */
const node = (script: string) => ({ command: process.execPath, args: ['-e', script] });
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('supervisor', () => {
  it('stops everything, once, with the message of a process that refused its configuration', async () => {
    const reports: ConfigErrorReport[] = [];
    const launches: string[] = [];
    let reported!: () => void;
    const stopped = new Promise<void>((resolve) => (reported = resolve));
    const supervisor = new Supervisor({
      onConfigError: (report) => {
        reports.push(report);
        reported();
      },
    });
    const launched = (name: string) => {
      const pid = supervisor.pids()[name];
      if (pid) launches.push(`${name}:${pid}`);
      return pid;
    };
    supervisor.start({ name: 'steady', ...node('setInterval(() => {}, 1000)'), env: process.env });
    const steadyPid = launched('steady')!;
    // Like the API with NODE_ENV=production and no Stripe keys.
    const refuse = `process.stderr.write('Configuration problems:\\n  STRIPE_SECRET_KEY: required\\n'); process.exit(${CONFIG_ERROR_EXIT});`;
    supervisor.start({ name: 'misconfigured', ...node(refuse), env: process.env });
    await stopped;

    expect(reports).toEqual([
      { name: 'misconfigured', message: 'Configuration problems:\n  STRIPE_SECRET_KEY: required' },
    ]);
    // Not restarted, and the other process was stopped rather than left running.
    expect(supervisor.pids()).toEqual({ steady: null, misconfigured: null });
    expect(alive(steadyPid)).toBe(false);
  });

  it('still restarts a process that crashed for another reason', async () => {
    const pids = new Set<number>();
    let twice!: () => void;
    const restarted = new Promise<void>((resolve) => (twice = resolve));
    const supervisor: Supervisor = new Supervisor({
      onChange: () => {
        const pid = supervisor.pids().crashy;
        if (pid) pids.add(pid);
        if (pids.size >= 2) twice();
      },
    });
    supervisor.start({ name: 'crashy', ...node('process.exit(1)'), env: process.env });
    await restarted;
    await supervisor.stop();
    expect(pids.size).toBeGreaterThanOrEqual(2);
  });
});
