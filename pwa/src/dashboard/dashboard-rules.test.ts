import { describe, expect, it } from 'vitest';
import {
  cardAction,
  cardStatus,
  dashboardStats,
  filterCourses,
  isDashboardComplete,
  isInProgress,
  pageCount,
  pageOf,
  progressOf,
  type DashboardCourse,
} from './dashboard-rules.ts';

const course = (
  id: string,
  title: string,
  progress: number,
  isCompleted = false,
): DashboardCourse => ({
  _id: id,
  title,
  progress,
  isCompleted,
  totalLessons: 10,
  completedLessons: Math.round(progress / 10),
});

const courses = [
  course('a', 'Video Editing Basics', 0),
  course('b', 'Camera Work', 45),
  course('c', 'YouTube Growth', 92),
  course('d', 'English for Creators', 20, true),
];

describe('dashboard completion rules (spec 000 §4)', () => {
  it('counts 90 % and up, or a completed mark, as complete', () => {
    expect(isDashboardComplete({ progress: 90 })).toBe(true);
    expect(isDashboardComplete({ progress: 89.9 })).toBe(false);
    expect(isDashboardComplete({ progress: 10, isCompleted: true })).toBe(true);
  });

  it('counts above 0 and below 90 as in progress', () => {
    expect(isInProgress({ progress: 0 })).toBe(false);
    expect(isInProgress({ progress: 1 })).toBe(true);
    expect(isInProgress({ progress: 90 })).toBe(false);
  });

  it('sums the four tiles', () => {
    expect(dashboardStats(courses)).toEqual({
      total: 4,
      completed: 2,
      inProgress: 1,
      averageProgress: 39,
    });
    expect(dashboardStats([])).toEqual({
      total: 0,
      completed: 0,
      inProgress: 0,
      averageProgress: 0,
    });
  });
});

describe('card status and action (spec 000 §4)', () => {
  it('reads completed, great progress, keep going and ready to start', () => {
    expect(cardStatus({ progress: 100 })).toBe('completed');
    expect(cardStatus({ progress: 20, isCompleted: true })).toBe('completed');
    expect(cardStatus({ progress: 95 })).toBe('great');
    expect(cardStatus({ progress: 50 })).toBe('great');
    expect(cardStatus({ progress: 1 })).toBe('keep_going');
    expect(cardStatus({ progress: 0 })).toBe('ready');
  });

  it('offers review, continue or start', () => {
    expect(cardAction({ progress: 100 })).toBe('review');
    expect(cardAction({ progress: 33 })).toBe('continue');
    expect(cardAction({ progress: 0 })).toBe('start');
  });
});

describe('search, filter and pages', () => {
  it('searches titles case-insensitively', () => {
    expect(filterCourses(courses, 'CAMERA', 'all').map((c) => c._id)).toEqual(['b']);
    expect(filterCourses(courses, '  ', 'all')).toHaveLength(4);
  });

  it('filters in progress and completed', () => {
    expect(filterCourses(courses, '', 'in-progress').map((c) => c._id)).toEqual(['b']);
    expect(filterCourses(courses, '', 'completed').map((c) => c._id)).toEqual(['c', 'd']);
  });

  it('derives progress from lessons when none is stored', () => {
    expect(progressOf({ completedLessons: 3, totalLessons: 4 })).toBe(75);
    expect(progressOf({ completedLessons: 0, totalLessons: 0 })).toBe(0);
    expect(progressOf({ completedLessons: 1, totalLessons: 4, progress: 130 })).toBe(100);
  });

  it('pages by six', () => {
    const many = Array.from({ length: 13 }, (_, i) => i);
    expect(pageCount(many.length)).toBe(3);
    expect(pageOf(many, 3)).toEqual([12]);
    expect(pageOf(many, 9)).toEqual([12]);
    expect(pageCount(0)).toBe(1);
  });
});
