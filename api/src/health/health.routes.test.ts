import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/harness.ts';

describe('GET /api/health', () => {
  it('reports the database, storage and job queue as up', async () => {
    const app = await startTestApp();
    const res = await app.request('GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body).toMatchObject({
      success: true,
      data: {
        status: 'ok',
        database: { status: 'up' },
        storage: { status: 'up', driver: 'local' },
        jobQueue: { status: 'up' },
      },
    });
  });
});
