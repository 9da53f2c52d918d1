import { describe, expect, it } from 'vitest';
import { startWorker } from '../../test/fixtures/media.ts';
import { startTestApp } from '../../test/harness.ts';

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
        instance: { pid: process.pid, id: expect.stringMatching(/^[0-9a-f]{8}$/) },
        database: { status: 'up' },
        storage: { status: 'up', driver: 'local' },
        jobQueue: { status: 'up' },
        workers: [],
      },
    });
  });

  it('lists the transcoding workers that are running, until they stop', async () => {
    const app = await startTestApp();
    const worker = await startWorker(app);
    const during = await app.request('GET', '/api/health');
    expect(during.body.data.workers).toEqual([
      { id: worker.id, pid: process.pid, host: expect.any(String), lastSeen: expect.any(String) },
    ]);
    await worker.stop();
    expect((await app.request('GET', '/api/health')).body.data.workers).toEqual([]);
  });
});
