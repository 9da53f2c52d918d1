import { describe, expect, it } from 'vitest';
import { nextLessonId } from './next-lesson.ts';

const course = {
  videos: [
    { _id: 'b', order: 2 },
    { _id: 'a', order: 1 },
    { _id: 'c', order: 3 },
  ],
} as Parameters<typeof nextLessonId>[0];

describe('the lesson the purchased-course page opens', () => {
  it('is the first lesson of a course not started', () => {
    expect(nextLessonId(course, undefined, new Map())).toBe('a');
  });

  it('is the last one watched while it is unfinished', () => {
    const lessons = new Map([['a', { isCompleted: true }]]);
    expect(nextLessonId(course, { lastWatchedVideo: 'c' }, lessons)).toBe('c');
  });

  it('is the first not complete once the last one watched is done', () => {
    const lessons = new Map([
      ['a', { isCompleted: true }],
      ['c', { isCompleted: true }],
    ]);
    expect(nextLessonId(course, { lastWatchedVideo: 'c' }, lessons)).toBe('b');
  });

  it('goes back to the first lesson of a finished course, and is null without lessons', () => {
    const all = new Map(['a', 'b', 'c'].map((id) => [id, { isCompleted: true }]));
    expect(nextLessonId(course, { lastWatchedVideo: 'b' }, all)).toBe('a');
    expect(nextLessonId({ videos: [] }, undefined, new Map())).toBeNull();
  });
});
