import { describe, expect, it } from 'vitest';
import { createAdmin, createLearner } from '../../test/fixtures/accounts.ts';
import { startWorker } from '../../test/fixtures/media.ts';
import { bearer, startTestApp } from '../../test/harness.ts';

describe('GET /api/health', () => {
  it('reports the database, storage and job queue as up, and which process answered', async () => {
    const app = await startTestApp();
    const res = await app.request('GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body).toMatchObject({
      success: true,
      data: {
        status: 'ok',
        instance: { id: expect.stringMatching(/^[0-9a-f]{8}$/) },
        database: { status: 'up' },
        storage: { status: 'up', driver: 'local' },
        jobQueue: { status: 'up' },
        workerCount: 0,
      },
    });
  });

  it('tells visitors and learners only the instance id; the process id, host and workers are for admins', async () => {
    // Probe finding 24.8: anyone could read the process id, the host name and the workers' ids.
    const app = await startTestApp();
    const worker = await startWorker(app);
    const learner = await createLearner(app);
    const admin = await createAdmin(app);
    const callers: Record<string, string>[] = [{}, bearer(learner)];
    for (const headers of callers) {
      const res = await app.request('GET', '/api/health', { headers });
      expect(res.status).toBe(200);
      expect(Object.keys(res.body.data.instance)).toEqual(['id']);
      expect(res.body.data.workerCount).toBe(1);
      expect(res.body.data.workers).toBeUndefined();
      expect(JSON.stringify(res.body)).not.toContain(worker.id);
      expect(JSON.stringify(res.body)).not.toContain(`"pid"`);
    }
    const asAdmin = await app.request('GET', '/api/health', {
      headers: bearer(admin),
    });
    expect(asAdmin.body.data.instance).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{8}$/),
      pid: process.pid,
      host: expect.any(String),
    });
    expect(asAdmin.body.data.workers).toEqual([
      { id: worker.id, pid: process.pid, host: expect.any(String), lastSeen: expect.any(String) },
    ]);
    await worker.stop();
  });

  it('lists the transcoding workers that are running to an admin, until they stop', async () => {
    const app = await startTestApp();
    const admin = bearer(await createAdmin(app));
    const worker = await startWorker(app);
    const during = await app.request('GET', '/api/health', { headers: admin });
    expect(during.body.data.workers).toEqual([
      { id: worker.id, pid: process.pid, host: expect.any(String), lastSeen: expect.any(String) },
    ]);
    await worker.stop();
    const after = await app.request('GET', '/api/health', { headers: admin });
    expect(after.body.data.workers).toEqual([]);
    expect(after.body.data.workerCount).toBe(0);
  });
});
