import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, type SignedInUser } from '../../test/fixtures/accounts.ts';
import { createCourse } from '../../test/fixtures/catalogue.ts';
import { makeSourceVideo, TUS, tusMetadata } from '../../test/fixtures/media.ts';
import { bearer, eventually, startTestApp, tempDir, type TestApp } from '../../test/harness.ts';
import { PgAdvisoryLocker } from './upload-locks.ts';

/**
 * Two API replicas on one database and one shared data folder, as behind a load balancer: the
 * requests of one tus upload may reach either, and its lock holds across both. (The cluster test runs
 * the same between real processes behind nginx.)
 */

let one: TestApp;
let two: TestApp;
let admin: SignedInUser;
let courseId: string;
const dir = tempDir('academy-upload-replicas-');

beforeAll(async () => {
  const secrets = {
    JWT_SECRET: randomBytes(32).toString('hex'),
    MEDIA_MASTER_KEY: randomBytes(32).toString('hex'),
  };
  one = await startTestApp({ ...secrets, DATA_DIR: path.join(dir, 'data') });
  two = await startTestApp(
    { ...secrets, DATA_DIR: path.join(dir, 'data') },
    { databaseUrl: () => one.ctx.database.url },
  );
  admin = await createAdmin(one);
  courseId = (await createCourse(one, admin.user.id)).id;
});

describe('a tus upload behind two replicas', () => {
  it('completes when its requests alternate between them', async () => {
    const file = readFileSync(await makeSourceVideo(dir, { seconds: 2 }));
    const auth = bearer(admin);
    const created = await fetch(`${one.url}/api/uploads`, {
      method: 'POST',
      headers: {
        ...TUS,
        ...auth,
        'upload-length': String(file.length),
        'upload-metadata': tusMetadata({ courseId, title: 'Sent through both', filename: 'a.mp4' }),
      },
    });
    expect(created.status).toBe(201);
    const location = created.headers.get('location')!;
    const uploadPath = location.startsWith('http') ? new URL(location).pathname : location;

    const replicas = [two, one];
    const chunk = Math.ceil(file.length / 4);
    let last: Response | null = null;
    for (let offset = 0, i = 0; offset < file.length; offset += chunk, i += 1) {
      const replica = replicas[i % 2]!;
      // Each PATCH first asks the other replica where the upload stands.
      const head = await fetch(`${replicas[(i + 1) % 2]!.url}${uploadPath}`, {
        method: 'HEAD',
        headers: { ...TUS, ...auth },
      });
      expect(head.headers.get('upload-offset')).toBe(String(offset));
      last = await fetch(`${replica.url}${uploadPath}`, {
        method: 'PATCH',
        headers: {
          ...TUS,
          ...auth,
          'upload-offset': String(offset),
          'content-type': 'application/offset+octet-stream',
        },
        body: file.subarray(offset, offset + chunk),
      });
      expect(last.status).toBe(204);
    }
    const videoId = last!.headers.get('upload-video-id');
    expect(videoId).toBeTruthy();
    const res = await two.request('GET', `/api/videos/${videoId}`, { headers: auth });
    expect(res.body.data.video).toMatchObject({ title: 'Sent through both' });
  });

  it('lets one request at a time hold an upload, asking the holder in the other process to finish', async () => {
    const id = `lock-${randomBytes(4).toString('hex')}`;
    const inOne = new PgAdvisoryLocker(one.ctx.database.url, one.ctx.database.pool, one.ctx.logger);
    const inTwo = new PgAdvisoryLocker(two.ctx.database.url, two.ctx.database.pool, two.ctx.logger);
    const first = inOne.newLock(id);
    let asked = 0;
    await first.lock(new AbortController().signal, () => {
      asked += 1;
    });
    const second = inTwo.newLock(id);
    let secondHolds = false;
    const waiting = second
      .lock(new AbortController().signal, () => undefined)
      .then(() => (secondHolds = true));
    // The holder hears, through PostgreSQL, that someone else wants the upload.
    await eventually(async () => asked > 0);
    expect(secondHolds).toBe(false);
    await first.unlock();
    await waiting;
    expect(secondHolds).toBe(true);
    await second.unlock();

    // Giving up: a request that stops waiting (its client went away) does not take the lock later.
    const third = inOne.newLock(id);
    await third.lock(new AbortController().signal, () => undefined);
    const gaveUp = new AbortController();
    const attempt = inTwo.newLock(id).lock(gaveUp.signal, () => undefined);
    gaveUp.abort();
    await expect(attempt).rejects.toMatchObject({ status_code: 500 });
    await third.unlock();
  });
});
