import { TusVideoUpload, type UploadPhase, type VideoUploadFields } from '../../media/index.ts';
import {
  createFailure,
  partFailure,
  toStoredLesson,
  type LessonRunState,
  type RunState,
} from './course-upload-run-state.ts';
import type { CourseCreatePayload } from './course-upload-rules.ts';
import { clearStoredRun, saveStoredRun } from './upload-run-store.ts';

/**
 * Uploading a new course (spec 001 §2 /admin/upload): create the course, send its thumbnail, then
 * each lesson with tus, one after the other. A failed part does not stop the others; at the end the
 * admin sees which parts failed and `retry()` sends only those into the course that already exists.
 * The run is remembered (upload-run-store.ts) so a reload never leaves a half-filled course unnoticed.
 */

export interface RunnerDeps {
  createCourse: (payload: CourseCreatePayload) => Promise<string>;
  uploadThumbnail: (courseId: string, file: File) => Promise<unknown>;
  getToken: () => string | null;
  /** The upload of one lesson file; the app's is TusVideoUpload. */
  startUpload?: (
    file: File,
    fields: VideoUploadFields,
    onChange: (phase: UploadPhase, bytesSent: number) => void,
  ) => { done: Promise<{ videoId: string }>; pause(): void; resume(): void; cancel(): void };
  /** Where the run is remembered; false in tests. */
  remember?: boolean;
}

function tusUpload(getToken: () => string | null): NonNullable<RunnerDeps['startUpload']> {
  return (file, fields, onChange) => {
    const upload = new TusVideoUpload(file, fields, {
      getToken,
      onChange: (s) => onChange(s.phase, s.bytesSent),
    });
    return {
      done: upload.start(),
      pause: () => upload.pause(),
      resume: () => upload.resume(),
      cancel: () => upload.cancel(),
    };
  };
}

export class CourseUploadRunner {
  private state: RunState;
  private readonly files = new Map<string, File>();
  private thumbnailFile: File | null;
  private active: ReturnType<NonNullable<RunnerDeps['startUpload']>> | null = null;
  private running = false;
  private stopped = false;
  private readonly startUpload: NonNullable<RunnerDeps['startUpload']>;

  constructor(
    private readonly payload: CourseCreatePayload | null,
    initial: RunState,
    files: { thumbnail: File | null; lessons: Map<string, File> },
    private readonly deps: RunnerDeps,
    private readonly onChange: (state: RunState) => void,
  ) {
    this.state = initial;
    this.thumbnailFile = files.thumbnail;
    for (const [key, file] of files.lessons) this.files.set(key, file);
    this.startUpload = deps.startUpload ?? tusUpload(deps.getToken);
  }

  get snapshot(): RunState {
    return this.state;
  }

  /** Files chosen again for a remembered run (or replaced after a failure). */
  setFile(key: string | 'thumbnail', file: File) {
    if (key === 'thumbnail') this.thumbnailFile = file;
    else this.files.set(key, file);
  }

  hasFile(key: string | 'thumbnail'): boolean {
    return key === 'thumbnail' ? !!this.thumbnailFile : this.files.has(key);
  }

  pause() {
    this.active?.pause();
  }

  resume() {
    this.active?.resume();
  }

  /** The page is left: stop sending (the run stays remembered). */
  stop() {
    this.stopped = true;
    this.active?.cancel();
  }

  /** Runs every part not done yet; resolves when the run ends (success or some failed). */
  async run(): Promise<RunState> {
    if (this.running) return this.state;
    this.running = true;
    this.stopped = false;
    try {
      await this.runParts();
    } finally {
      this.running = false;
    }
    return this.state;
  }

  private set(change: Partial<RunState>) {
    this.state = { ...this.state, ...change };
    this.onChange(this.state);
  }

  private setLesson(key: string, change: Partial<LessonRunState>) {
    this.set({
      lessons: this.state.lessons.map((l) => (l.key === key ? { ...l, ...change } : l)),
    });
  }

  private remember() {
    if (this.deps.remember === false || !this.state.courseId) return;
    saveStoredRun({
      courseId: this.state.courseId,
      courseTitle: this.state.courseTitle,
      thumbnail: {
        status: this.state.thumbnail.status === 'running' ? 'pending' : this.state.thumbnail.status,
        fileName: this.state.thumbnail.fileName,
        fileSize: this.state.thumbnail.fileSize,
        fileLastModified: this.state.thumbnail.fileLastModified,
      },
      lessons: this.state.lessons.map(toStoredLesson),
      startedAt: this.state.startedAt,
    });
  }

  private async runParts() {
    this.set({ phase: 'running' });
    if (!this.state.courseId) {
      if (!this.payload) return this.set({ phase: 'failed' });
      this.set({ create: { status: 'running', error: null } });
      if (!this.deps.getToken()) {
        this.set({ phase: 'failed', create: { status: 'failed', error: { kind: 'noToken' } } });
        return;
      }
      try {
        const courseId = await this.deps.createCourse(this.payload);
        this.set({ courseId, create: { status: 'done', error: null } });
        this.remember();
      } catch (err) {
        this.set({ phase: 'failed', create: { status: 'failed', error: createFailure(err) } });
        return;
      }
    }
    const courseId = this.state.courseId!;

    if (this.state.thumbnail.status !== 'done' && !this.stopped) {
      const file = this.thumbnailFile;
      if (!file) {
        this.set({
          thumbnail: { ...this.state.thumbnail, status: 'failed', error: { kind: 'missingFile' } },
        });
      } else {
        this.set({ thumbnail: { ...this.state.thumbnail, status: 'running', error: null } });
        try {
          await this.deps.uploadThumbnail(courseId, file);
          this.set({ thumbnail: { ...this.state.thumbnail, status: 'done', error: null } });
        } catch (err) {
          this.set({
            thumbnail: { ...this.state.thumbnail, status: 'failed', error: partFailure(err) },
          });
        }
      }
      this.remember();
    }

    for (const lesson of this.state.lessons) {
      if (this.stopped) return;
      if (lesson.status === 'done') continue;
      const file = this.files.get(lesson.key);
      if (!file) {
        this.setLesson(lesson.key, { status: 'failed', error: { kind: 'missingFile' } });
        continue;
      }
      this.set({ current: lesson.key });
      this.setLesson(lesson.key, { status: 'running', error: null, bytesSent: 0, phase: null });
      const fields: VideoUploadFields = {
        courseId,
        title: lesson.title,
        description: lesson.description,
        order: lesson.order,
        isFreePreview: lesson.isFreePreview,
        duration: lesson.duration || undefined,
      };
      const upload = this.startUpload(file, fields, (phase, bytesSent) =>
        this.setLesson(lesson.key, { phase, bytesSent }),
      );
      this.active = upload;
      try {
        const { videoId } = await upload.done;
        this.setLesson(lesson.key, { status: 'done', videoId, bytesSent: file.size, error: null });
      } catch (err) {
        if (this.stopped) return;
        this.setLesson(lesson.key, { status: 'failed', error: partFailure(err) });
      } finally {
        this.active = null;
        this.set({ current: null });
      }
      this.remember();
    }

    const allDone =
      this.state.thumbnail.status === 'done' &&
      this.state.lessons.every((lesson) => lesson.status === 'done');
    if (allDone) {
      if (this.deps.remember !== false) clearStoredRun();
      this.set({ phase: 'success' });
    } else {
      this.set({ phase: 'failed' });
    }
  }
}
