import { ApiError } from '../../api/api-client.ts';
import { UploadFailedError, type UploadFailure, type UploadPhase } from '../../media/index.ts';
import { TimeoutError } from './course-upload-api.ts';
import type { StepStatus, StoredLesson, StoredRun } from './upload-run-store.ts';

/**
 * What a course upload run looks like from outside (course-upload-runner.ts moves it on): each step's
 * status and failure, the lessons' bytes, and the pure functions that build, restore and measure it.
 */

export type CreateFailure =
  | { kind: 'timeout' }
  | { kind: 'network' }
  | { kind: 'noToken' }
  | { kind: 'noId' }
  | { kind: 'server'; status: number; message: string }
  | { kind: 'unknown' };

export type PartFailure = UploadFailure | { kind: 'timeout' } | { kind: 'missingFile' };

export interface LessonRunState extends StoredLesson {
  bytesSent: number;
  phase: UploadPhase | null;
  error: PartFailure | null;
}

export interface RunState {
  phase: 'running' | 'success' | 'failed';
  courseId: string | null;
  courseTitle: string;
  create: { status: StepStatus; error: CreateFailure | null };
  thumbnail: StoredRun['thumbnail'] & { error: PartFailure | null };
  lessons: LessonRunState[];
  /** The lesson being sent, by key. */
  current: string | null;
  startedAt: string;
}

export function createFailure(err: unknown): CreateFailure {
  if (err instanceof TimeoutError) return { kind: 'timeout' };
  if (err instanceof ApiError) {
    if (err.isNetworkError) return { kind: 'network' };
    if (err.message === 'Admin token not found') return { kind: 'noToken' };
    if (err.message === 'Failed to get course ID from server response') return { kind: 'noId' };
    return { kind: 'server', status: err.status, message: err.message };
  }
  return { kind: 'unknown' };
}

export function partFailure(err: unknown): PartFailure {
  if (err instanceof UploadFailedError) return err.failure;
  if (err instanceof TimeoutError) return { kind: 'timeout' };
  if (err instanceof ApiError) {
    if (err.isNetworkError) return { kind: 'network' };
    return { kind: 'server', status: err.status, message: err.message };
  }
  return { kind: 'unknown' };
}

/** What is remembered of a lesson between reloads. */
export function toStoredLesson(lesson: LessonRunState): StoredLesson {
  return {
    key: lesson.key,
    title: lesson.title,
    description: lesson.description,
    isFreePreview: lesson.isFreePreview,
    duration: lesson.duration,
    order: lesson.order,
    fileName: lesson.fileName,
    fileSize: lesson.fileSize,
    fileLastModified: lesson.fileLastModified,
    // A part cut off mid-way is sent again (tus continues it) next time.
    status: lesson.status === 'running' ? 'pending' : lesson.status,
    videoId: lesson.videoId,
  };
}

/** Overall progress 0-100: creating the course 2 %, the thumbnail 3 %, the lessons by bytes. */
export function overallPercent(state: RunState): number {
  const createPart = state.create.status === 'done' || state.courseId ? 2 : 0;
  const thumbPart = state.thumbnail.status === 'done' ? 3 : 0;
  const total = state.lessons.reduce((sum, lesson) => sum + lesson.fileSize, 0);
  const sent = state.lessons.reduce(
    (sum, lesson) =>
      sum +
      (lesson.status === 'done' ? lesson.fileSize : Math.min(lesson.bytesSent, lesson.fileSize)),
    0,
  );
  const lessonPart = total > 0 ? (sent / total) * 95 : state.lessons.length === 0 ? 95 : 0;
  return Math.min(100, Math.floor(createPart + thumbPart + lessonPart));
}

/** A run's first state, from the form's lessons and thumbnail. */
export function initialRunState(
  courseTitle: string,
  thumbnail: File,
  lessons: Array<Omit<StoredLesson, 'status' | 'videoId'>>,
): RunState {
  return {
    phase: 'running',
    courseId: null,
    courseTitle,
    create: { status: 'pending', error: null },
    thumbnail: {
      status: 'pending',
      error: null,
      fileName: thumbnail.name,
      fileSize: thumbnail.size,
      fileLastModified: thumbnail.lastModified,
    },
    lessons: lessons.map((lesson) => ({
      ...lesson,
      status: 'pending',
      videoId: null,
      bytesSent: 0,
      phase: null,
      error: null,
    })),
    current: null,
    startedAt: new Date().toISOString(),
  };
}

/** A remembered run brought back after a reload: the course exists, some parts are left. */
export function restoredRunState(run: StoredRun): RunState {
  return {
    phase: 'failed',
    courseId: run.courseId,
    courseTitle: run.courseTitle,
    create: { status: 'done', error: null },
    thumbnail: { ...run.thumbnail, error: null },
    lessons: run.lessons.map((lesson) => ({
      ...lesson,
      bytesSent: lesson.status === 'done' ? lesson.fileSize : 0,
      phase: null,
      error: null,
    })),
    current: null,
    startedAt: run.startedAt,
  };
}
