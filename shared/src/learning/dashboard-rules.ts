/**
 * The dashboard's rules (spec 000 §3 "Dashboard course", §4 Completion, §5 search, §9 page size 6).
 * Pure and shared: the app's dashboard (pwa/src/dashboard/) and the server's drawing of it
 * (api/src/learning/dashboard-first-screen.ts) count, word and page the courses by the same rules.
 */

/** A course as the rules read it (a `DashboardCourse` of GET /api/progress/dashboard has all this). */
export interface DashboardCourseFigures {
  _id: string;
  title: string;
  thumbnail?: string | null;
  /** 0-100. */
  progress: number;
  totalLessons: number;
  completedLessons: number;
  /** Seconds. */
  duration?: number;
  isCompleted?: boolean;
}

export const DASHBOARD_FILTERS = ['all', 'in-progress', 'completed'] as const;
export type DashboardFilter = (typeof DASHBOARD_FILTERS)[number];

export const DASHBOARD_PAGE_SIZE = 6;

/** On the dashboard a course counts as complete when marked so or at 90 % or more. */
export function isDashboardComplete(
  course: Pick<DashboardCourseFigures, 'isCompleted' | 'progress'>,
): boolean {
  return Boolean(course.isCompleted) || course.progress >= 90;
}

/** In progress: started (above 0) and below 90 %. */
export function isInProgress(
  course: Pick<DashboardCourseFigures, 'isCompleted' | 'progress'>,
): boolean {
  return !isDashboardComplete(course) && course.progress > 0 && course.progress < 90;
}

export interface DashboardStats {
  total: number;
  completed: number;
  inProgress: number;
  /** Whole percent, 0 when there are no courses. */
  averageProgress: number;
}

export function dashboardStats(courses: readonly DashboardCourseFigures[]): DashboardStats {
  const total = courses.length;
  const sum = courses.reduce((acc, course) => acc + clampPercent(course.progress), 0);
  return {
    total,
    completed: courses.filter(isDashboardComplete).length,
    inProgress: courses.filter(isInProgress).length,
    averageProgress: total === 0 ? 0 : Math.round(sum / total),
  };
}

/** Search is a case-insensitive substring of the title; the filter picks all, in progress or completed. */
export function filterCourses<C extends DashboardCourseFigures>(
  courses: readonly C[],
  search: string,
  filter: DashboardFilter,
): C[] {
  const needle = search.trim().toLocaleLowerCase();
  return courses.filter((course) => {
    if (needle && !course.title.toLocaleLowerCase().includes(needle)) return false;
    if (filter === 'completed') return isDashboardComplete(course);
    if (filter === 'in-progress') return isInProgress(course);
    return true;
  });
}

/**
 * A course's progress as the server computed it (watched time over the course's time, completed
 * lessons whole: api/src/learning/progress-views.ts), kept within 0..100. The app has no formula of
 * its own, so the card, the tiles, the filter, My course and the playlist never disagree.
 */
export function progressOf(course: { progress?: number | null }): number {
  return typeof course.progress === 'number' ? clampPercent(course.progress) : 0;
}

function clampPercent(value: number): number {
  return Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 0;
}

export type CardStatus = 'completed' | 'great' | 'keep_going' | 'ready';
export type CardAction = 'review' | 'continue' | 'start';

/** The card's own rule (spec 000 §4): complete when marked so or at 100 % (the tiles count 90 %). */
export function isCardComplete(
  course: Pick<DashboardCourseFigures, 'isCompleted' | 'progress'>,
): boolean {
  return Boolean(course.isCompleted) || course.progress >= 100;
}

/** Card message: completed; 50 % or more great progress; above 0 keep going; 0 ready to start. */
export function cardStatus(
  course: Pick<DashboardCourseFigures, 'isCompleted' | 'progress'>,
): CardStatus {
  if (isCardComplete(course)) return 'completed';
  if (course.progress >= 50) return 'great';
  return course.progress > 0 ? 'keep_going' : 'ready';
}

/** Card action: review a complete course, continue a started one, start the others. */
export function cardAction(
  course: Pick<DashboardCourseFigures, 'isCompleted' | 'progress'>,
): CardAction {
  if (isCardComplete(course)) return 'review';
  return course.progress > 0 ? 'continue' : 'start';
}

export function pageCount(total: number, pageSize = DASHBOARD_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export function pageOf<T>(items: readonly T[], page: number, pageSize = DASHBOARD_PAGE_SIZE): T[] {
  const last = pageCount(items.length, pageSize);
  const current = Math.min(Math.max(1, page), last);
  return items.slice((current - 1) * pageSize, current * pageSize);
}
