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
  type DashboardCourseFigures,
} from './dashboard-rules.ts';

const course = (
  id: string,
  title: string,
  progress: number,
  isCompleted = false,
): DashboardCourseFigures => ({
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

  it("keeps the server's progress, within 0..100, and has no formula of its own", () => {
    expect(progressOf({ progress: 3 })).toBe(3);
    expect(progressOf({ progress: 130 })).toBe(100);
    expect(progressOf({ progress: null })).toBe(0);
  });

  it('treats a course with part of a lesson watched as started: keep going, continue, in progress', () => {
    const started = { isCompleted: false, progress: 3 };
    expect(cardStatus(started)).toBe('keep_going');
    expect(cardAction(started)).toBe('continue');
    expect(isInProgress(started)).toBe(true);
  });

  it('pages by six', () => {
    const many = Array.from({ length: 13 }, (_, i) => i);
    expect(pageCount(many.length)).toBe(3);
    expect(pageOf(many, 3)).toEqual([12]);
    expect(pageOf(many, 9)).toEqual([12]);
    expect(pageCount(0)).toBe(1);
  });
});
