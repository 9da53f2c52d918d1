import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../../test/fixtures/accounts.ts';
import {
  announceCatalogueChangeFromAnotherProcess,
  createCourse,
} from '../../test/fixtures/catalogue.ts';
import { storeReadyVideo, type ReadyVideo } from '../../test/fixtures/media.ts';
import { eventually, startTestApp, type TestApp } from '../../test/harness.ts';
import { videos } from './video.table.ts';

/**
 * A learner's arrival (playlists, key) reads its video, course and version rows and the stored
 * playlists from memory (media-lookups.ts). Several API processes share one database: a change made in
 * one reaches the others as a PostgreSQL notification. Here the "other process" is a plain connection
 * that changes the lesson behind the app's back and then notifies, as another replica does.
 * (A change made through this process's own routes is seen at once: video-admin.test.ts.)
 */

let app: TestApp;
let lesson: ReadyVideo;

const keyStatus = async () =>
  (await app.request('GET', `/api/videos/${lesson.videoId}/key?v=${lesson.version}`)).status;

/** The lesson's master playlist through the link the learner was given when it opened the lesson. */
let masterLink: string;
async function master(): Promise<string> {
  const res = await fetch(`${app.url}${masterLink}`);
  expect(res.status).toBe(200);
  return res.text();
}

beforeAll(async () => {
  app = await startTestApp();
  const admin = await createAdmin(app);
  const course = await createCourse(app, admin.user.id);
  lesson = await storeReadyVideo(app, {
    courseId: course.id,
    adminId: admin.user.id,
    isFreePreview: true,
  });
  masterLink = (await app.request('GET', `/api/videos/${lesson.videoId}`)).body.data.video.videoUrl;
});

describe('the media rows kept in memory, across processes', () => {
  it('follow a change another process announces: the key stops, the new master is served', async () => {
    expect(await keyStatus()).toBe(200);
    expect(await master()).not.toContain('#EXT-X-START');

    // Another replica's writes: the lesson is no longer a free preview, and its master playlist was
    // rewritten (as when the bigger rungs join). This process does not know yet.
    await app.ctx.database.db
      .update(videos)
      .set({ isFreePreview: false })
      .where(eq(videos.id, lesson.videoId));
    const key = `videos/${lesson.videoId}/v${lesson.version}/a1/master.m3u8`;
    const chunks: Buffer[] = [];
    for await (const chunk of await app.ctx.storage.get(key)) chunks.push(chunk as Buffer);
    const stored = Buffer.concat(chunks).toString('utf8');
    await app.ctx.storage.put(
      key,
      Buffer.from(`${stored.trimEnd()}\n#EXT-X-START:TIME-OFFSET=0\n`),
    );
    expect(await keyStatus()).toBe(200);
    expect(await master()).not.toContain('#EXT-X-START');

    await announceCatalogueChangeFromAnotherProcess(app);
    // Within the time-to-live (60 s): only the notification can explain the change.
    await eventually(async () => (await keyStatus()) === 401, 5_000);
    expect(await master()).toContain('#EXT-X-START:TIME-OFFSET=0');
  });
});
