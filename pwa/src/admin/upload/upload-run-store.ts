/**
 * An Upload New Course run, remembered in local storage until it succeeds or the admin discards it.
 * The course exists once it was created; if the tab is closed or reloaded before every lesson is in,
 * the upload page lists what did not finish and takes the same files again, whose tus uploads then
 * continue where they stopped (files themselves cannot be stored; their name, size and date identify
 * them). Nothing is ever created twice.
 */
export const UPLOAD_RUN_KEY = 'adminCourseUploadRun';

export type StepStatus = 'pending' | 'running' | 'done' | 'failed';

export interface StoredLesson {
  key: string;
  title: string;
  description: string;
  isFreePreview: boolean;
  duration: string;
  /** Position + 1. */
  order: number;
  fileName: string;
  fileSize: number;
  fileLastModified: number;
  status: StepStatus;
  videoId: string | null;
}

export interface StoredRun {
  courseId: string;
  courseTitle: string;
  thumbnail: {
    status: StepStatus;
    fileName: string;
    fileSize: number;
    fileLastModified: number;
  };
  lessons: StoredLesson[];
  /** ISO 8601, shown as "started on". */
  startedAt: string;
}

export function readStoredRun(storage: Pick<Storage, 'getItem'> = localStorage): StoredRun | null {
  try {
    const raw = storage.getItem(UPLOAD_RUN_KEY);
    if (!raw) return null;
    const run = JSON.parse(raw) as StoredRun;
    if (typeof run?.courseId !== 'string' || !Array.isArray(run.lessons) || !run.thumbnail) {
      return null;
    }
    return run;
  } catch {
    return null;
  }
}

export function saveStoredRun(run: StoredRun, storage: Pick<Storage, 'setItem'> = localStorage) {
  try {
    storage.setItem(UPLOAD_RUN_KEY, JSON.stringify(run));
  } catch {
    // Storage full or refused: the run is still shown while the page stays open.
  }
}

export function clearStoredRun(storage: Pick<Storage, 'removeItem'> = localStorage) {
  try {
    storage.removeItem(UPLOAD_RUN_KEY);
  } catch {
    // Nothing stored.
  }
}

/** What still has to be sent: the thumbnail and the lessons that are not done. */
export function unfinishedParts(run: StoredRun) {
  return {
    thumbnail: run.thumbnail.status !== 'done',
    lessons: run.lessons.filter((lesson) => lesson.status !== 'done'),
  };
}

/** Whether a chosen file is the one the run started with (so tus can continue its upload). */
export function isSameFile(
  file: Pick<File, 'name' | 'size' | 'lastModified'>,
  stored: { fileName: string; fileSize: number; fileLastModified: number },
): boolean {
  return (
    file.name === stored.fileName &&
    file.size === stored.fileSize &&
    file.lastModified === stored.fileLastModified
  );
}
