import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-client.ts';
import { UploadFailedError } from '../../media/upload-outcome.ts';
import type { VideoUploadFields } from '../../media/upload-protocol.ts';
import { TimeoutError } from './course-upload-api.ts';
import {
  createFailure,
  initialRunState,
  overallPercent,
  type RunState,
} from './course-upload-run-state.ts';
import { CourseUploadRunner, type RunnerDeps } from './course-upload-runner.ts';
import type { CourseCreatePayload } from './course-upload-rules.ts';

const payload: CourseCreatePayload = {
  title: 'Course',
  description: 'About',
  price: 0,
  category: 'video',
  level: 'beginner',
  tags: [],
  hasWhatsappGroup: false,
  whatsappGroupLink: null,
};

const fileOf = (name: string, size: number) => {
  const f = new File(['x'], name, { type: 'video/mp4', lastModified: 7 });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

/** A run of two lessons with fake calls: which course ids were created, which files were sent. */
function setup(options: { failLesson?: string; failCreate?: unknown } = {}) {
  const created: string[] = [];
  const sent: Array<{ name: string; fields: VideoUploadFields }> = [];
  let failLesson = options.failLesson;
  const deps: RunnerDeps = {
    remember: false,
    getToken: () => 'token',
    createCourse: async () => {
      if (options.failCreate) throw options.failCreate;
      created.push('course-1');
      return 'course-1';
    },
    uploadThumbnail: async () => ({}),
    startUpload: (file, fields, onChange) => {
      sent.push({ name: file.name, fields });
      onChange('uploading', file.size / 2);
      const done =
        file.name === failLesson
          ? Promise.reject(
              new UploadFailedError({
                kind: 'server',
                status: 400,
                message: 'Please select a valid video file',
              }),
            )
          : Promise.resolve({ videoId: `video-${file.name}` });
      return { done, pause() {}, resume() {}, cancel() {} };
    },
  };
  const a = fileOf('a.mp4', 100);
  const b = fileOf('b.mp4', 300);
  const lessons = [a, b].map((file, index) => ({
    key: `k${index}`,
    title: `Lesson ${index + 1}`,
    description: '',
    isFreePreview: index === 0,
    duration: '',
    order: index + 1,
    fileName: file.name,
    fileSize: file.size,
    fileLastModified: file.lastModified,
  }));
  const thumbnail = new File(['t'], 'cover.png', { type: 'image/png' });
  const states: RunState[] = [];
  const runner = new CourseUploadRunner(
    payload,
    initialRunState('Course', thumbnail, lessons),
    {
      thumbnail,
      lessons: new Map([
        ['k0', a],
        ['k1', b],
      ]),
    },
    deps,
    (state) => states.push(state),
  );
  return { runner, created, sent, states, clearFailure: () => (failLesson = undefined) };
}

describe('CourseUploadRunner', () => {
  it('creates the course, sends the thumbnail and each lesson with order = position + 1', async () => {
    const { runner, created, sent } = setup();
    const end = await runner.run();
    expect(end.phase).toBe('success');
    expect(created).toEqual(['course-1']);
    expect(
      sent.map((s) => [s.name, s.fields.courseId, s.fields.order, s.fields.isFreePreview]),
    ).toEqual([
      ['a.mp4', 'course-1', 1, true],
      ['b.mp4', 'course-1', 2, false],
    ]);
    expect(end.lessons.map((l) => l.videoId)).toEqual(['video-a.mp4', 'video-b.mp4']);
    expect(overallPercent(end)).toBe(100);
  });

  it('goes on after a failed lesson and retries only that one, in the same course', async () => {
    const { runner, created, sent, clearFailure } = setup({ failLesson: 'a.mp4' });
    const first = await runner.run();
    expect(first.phase).toBe('failed');
    expect(first.lessons.map((l) => l.status)).toEqual(['failed', 'done']);
    expect(first.lessons[0]!.error).toEqual({
      kind: 'server',
      status: 400,
      message: 'Please select a valid video file',
    });
    clearFailure();
    const second = await runner.run();
    expect(second.phase).toBe('success');
    expect(created).toEqual(['course-1']);
    expect(sent.map((s) => s.name)).toEqual(['a.mp4', 'b.mp4', 'a.mp4']);
  });

  it('stops before anything else when the course cannot be created', async () => {
    const { runner, sent } = setup({ failCreate: new TimeoutError('Upload timed out') });
    const end = await runner.run();
    expect(end.phase).toBe('failed');
    expect(end.courseId).toBeNull();
    expect(end.create.error).toEqual({ kind: 'timeout' });
    expect(sent).toEqual([]);
  });

  it('counts the overall progress by bytes after the course and thumbnail', () => {
    const { runner } = setup();
    const state = runner.snapshot;
    expect(overallPercent(state)).toBe(0);
    const halfway: RunState = {
      ...state,
      courseId: 'c',
      create: { status: 'done', error: null },
      thumbnail: { ...state.thumbnail, status: 'done' },
      lessons: state.lessons.map((l, i) =>
        i === 0 ? { ...l, status: 'done' } : { ...l, bytesSent: 100 },
      ),
    };
    // 2 + 3 + 95 × (100 + 100) / 400
    expect(overallPercent(halfway)).toBe(52);
  });
});

describe('createFailure', () => {
  it('names the spec cases', () => {
    expect(createFailure(new TimeoutError('x'))).toEqual({ kind: 'timeout' });
    expect(createFailure(new ApiError('Network error', 0))).toEqual({ kind: 'network' });
    expect(
      createFailure(new ApiError('Failed to get course ID from server response', 500)),
    ).toEqual({
      kind: 'noId',
    });
    expect(createFailure(new ApiError('Course title is required', 400))).toEqual({
      kind: 'server',
      status: 400,
      message: 'Course title is required',
    });
    expect(createFailure(new Error('boom'))).toEqual({ kind: 'unknown' });
  });
});
