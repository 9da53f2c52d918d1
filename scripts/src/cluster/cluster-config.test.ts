import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePortBlock, processesOf, startCluster } from './cluster-harness.ts';

/**
 * `npm run cluster` with a configuration the processes would refuse: it stops at once with the
 * message naming the bad variable (exit 78) instead of starting processes that die and are restarted
 * forever. (The supervisor's own handling of a process exiting 78 is in supervisor.test.ts.)
 */
const dir = mkdtempSync(path.join(tmpdir(), 'academy-cluster-config-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('npm run cluster with a bad configuration', () => {
  it('stops with the message and exit code 78, leaving nothing running', async () => {
    const port = await freePortBlock(22_000);
    const cluster = startCluster(dir, port, { STRIPE_SECRET_KEY: 'sk_test_half_configured' });
    expect(await cluster.exited).toBe(78);
    expect(cluster.output()).toContain(
      'STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set',
    );
    expect(cluster.output()).not.toContain('restarting');
    expect(existsSync(path.join(dir, 'cluster.json'))).toBe(false);
    expect(processesOf(dir)).toEqual([]);
  });
});
