import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * Finishes lessons for a test that is about what comes after (the dashboard, certificates), the way the
 * server believes (issue 24: completion must be plausible): as a learner who downloaded each lesson
 * (offline licence) and played it to the end offline, whose queued progress arrives later, spaced by
 * the phone's clock. No waiting: the events' device times already lie a lesson's length apart.
 */
export async function finishLessonsOffline(
  api: APIRequestContext,
  token: string,
  courseId: string,
  lessons: readonly { _id: string; duration: number }[],
): Promise<void> {
  const headers = { Authorization: `Bearer ${token}` };
  for (const lesson of lessons) {
    const licence = await api.post(`/api/videos/${lesson._id}/offline-licence`, {
      headers,
      data: {},
    });
    expect(licence.ok(), await licence.text()).toBeTruthy();
    const issuedAt = Date.parse((await licence.json()).data.licence.issuedAt);
    // Played a second after the download: the start, then the end a lesson's length later.
    const played = [
      { watchedDuration: 0, timestamp: issuedAt + 1000 },
      { watchedDuration: lesson.duration, timestamp: issuedAt + 1000 + lesson.duration * 1000 },
    ];
    for (const event of played) {
      const res = await api.post('/api/progress/update', {
        headers,
        data: {
          courseId,
          videoId: lesson._id,
          position: event.watchedDuration,
          ...event,
        },
      });
      expect(res.ok(), await res.text()).toBeTruthy();
    }
  }
}
