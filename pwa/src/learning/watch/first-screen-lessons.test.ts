import { QueryClient } from '@tanstack/react-query';
import type { CourseVideosData } from '@academy/shared';
import { describe, expect, it } from 'vitest';
import { seedLessonsFromFirstScreen } from './first-screen-lessons.ts';
import { watchKeys } from './watch-keys.ts';

const answer = {
  courseId: 'c1',
  videos: [{ _id: 'v1', title: 'Free lesson', isLocked: false }],
  userHasPurchased: false,
  videoCount: 1,
  totalDuration: 60,
} as unknown as CourseVideosData;

describe('the lesson list a drawn free preview came with', () => {
  it('is the visitor’s list at once: the player asks for no links first', () => {
    const client = new QueryClient();
    seedLessonsFromFirstScreen(
      client,
      { path: '/course/c1/watch/v1', lessons: { id: 'c1', answer } },
      null,
    );
    expect(client.getQueryData(watchKeys.lessons('c1', null))).toEqual(answer);
  });

  it('is never a signed-in learner’s: their purchase unlocks lessons the visitor’s list locks', () => {
    const client = new QueryClient();
    seedLessonsFromFirstScreen(client, { lessons: { id: 'c1', answer } }, 'token');
    expect(client.getQueryData(watchKeys.lessons('c1', 'token'))).toBeUndefined();
    expect(client.getQueryData(watchKeys.lessons('c1', null))).toBeUndefined();
  });

  it('is a learner’s own list when the page was drawn for them, under their key only', () => {
    const client = new QueryClient();
    const theirs = { ...answer, userHasPurchased: true };
    seedLessonsFromFirstScreen(
      client,
      { viewer: 'u1', lessons: { id: 'c1', answer: theirs } },
      'token',
    );
    expect(client.getQueryData(watchKeys.lessons('c1', 'token'))).toEqual(theirs);
    expect(client.getQueryData(watchKeys.lessons('c1', null))).toBeUndefined();
  });

  it('never gives a learner’s list to a visitor', () => {
    const client = new QueryClient();
    seedLessonsFromFirstScreen(client, { viewer: 'u1', lessons: { id: 'c1', answer } }, null);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });

  it('ignores a page without one, or a malformed one', () => {
    const client = new QueryClient();
    for (const data of [null, {}, { lessons: { id: 3, answer } }, { lessons: { id: 'c1' } }]) {
      seedLessonsFromFirstScreen(client, data, null);
    }
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });
});
