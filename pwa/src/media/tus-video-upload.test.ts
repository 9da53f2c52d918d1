import type { UploadStatusData } from '@academy/shared';
import type { UploadOptions } from 'tus-js-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, stubApi } from '../test/api-stub.ts';
import { goOffline, goOnline } from '../test/render-screen.tsx';
import type { UploadSnapshot } from './upload-outcome.ts';
import { TusVideoUpload } from './tus-video-upload.ts';

/**
 * The upload engine's own rules over a stand-in for tus-js-client (the protocol itself is the
 * library's, and the API's tus server has its own tests): what it does on progress, success, a
 * refusal, a lost connection, a lost last answer, a stored upload to resume, pause and resume.
 * The stand-in records what the engine asks of tus; the test plays tus's callbacks.
 */
interface Previous {
  uploadUrl: string;
  urlStorageKey: string;
  creationTime: string;
}
const tus = vi.hoisted(() => ({
  uploads: [] as FakeUpload[],
  previous: [] as Previous[],
  removed: [] as string[],
}));
interface FakeUpload {
  options: UploadOptions;
  url: string | null;
  starts: number;
  aborts: number;
  resumedFrom: Previous | null;
}

vi.mock('tus-js-client', () => ({
  defaultOptions: {
    urlStorage: {
      removeUpload: async (key: string) => {
        tus.removed.push(key);
      },
    },
  },
  Upload: class {
    url: string | null = null;
    starts = 0;
    aborts = 0;
    resumedFrom: Previous | null = null;
    constructor(
      _file: File,
      readonly options: UploadOptions,
    ) {
      tus.uploads.push(this as unknown as FakeUpload);
    }
    findPreviousUploads() {
      return Promise.resolve(tus.previous);
    }
    resumeFromPreviousUpload(previous: Previous) {
      this.resumedFrom = previous;
      this.url = previous.uploadUrl;
    }
    start() {
      this.starts += 1;
    }
    abort() {
      this.aborts += 1;
      return Promise.resolve();
    }
  },
}));

const SIZE = 12 * 1024 * 1024;
const file = () => {
  const f = new File(['x'], 'lesson-1.mp4', { type: 'video/mp4', lastModified: 7 });
  Object.defineProperty(f, 'size', { value: SIZE });
  return f;
};
const UPLOAD_URL = 'http://localhost:3000/api/uploads/up-1';
const STATUS = 'GET /api/uploads/:id/video';
const status = (state: UploadStatusData['state'], videoId: string | null = null) =>
  ok<UploadStatusData>({
    uploadId: 'up-1',
    state,
    videoId,
    version: videoId ? 1 : null,
    errorReason: state === 'rejected' ? 'Please select a valid video file' : null,
    video: null,
  });

/** A tus response or request as the engine reads them. */
const response = (statusCode: number, headers: Record<string, string> = {}, body = '') => ({
  getStatus: () => statusCode,
  getHeader: (name: string) => headers[name],
  getBody: () => body,
  getUnderlyingObject: () => null,
});
const tusError = (res?: ReturnType<typeof response>, method = 'PATCH', offset = 0) =>
  Object.assign(new Error('tus: failed'), {
    originalResponse: res ?? null,
    originalRequest: { getMethod: () => method, getHeader: () => String(offset) },
  }) as never;

let phases: UploadSnapshot['phase'][];
function begin(getToken: () => string | null = () => 'admin-token') {
  phases = [];
  const upload = new TusVideoUpload(
    file(),
    { courseId: 'course-1', title: 'Lesson 1', order: 1 },
    { getToken, onChange: (s) => phases.push(s.phase) },
  );
  const done = upload.start();
  done.catch(() => undefined);
  return { upload, done };
}
/** The tus upload the engine made, once it called `start()`. */
async function started(count = 1): Promise<FakeUpload> {
  await vi.waitFor(() => expect(tus.uploads[0]?.starts).toBe(count));
  return tus.uploads[0]!;
}

beforeEach(() => {
  tus.uploads = [];
  tus.previous = [];
  tus.removed = [];
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('TusVideoUpload', () => {
  it('reports its progress and ends with the video the API made of the file', async () => {
    stubApi();
    const { upload, done } = begin();
    const sent = await started();
    expect(sent.options.metadata).toMatchObject({
      courseId: 'course-1',
      title: 'Lesson 1',
      order: '1',
    });
    sent.options.onProgress?.(5 * 1024 * 1024, SIZE);
    expect(upload.snapshot).toMatchObject({ phase: 'uploading', bytesSent: 5 * 1024 * 1024 });
    sent.options.onProgress?.(SIZE, SIZE);
    expect(upload.snapshot.phase).toBe('finishing');
    sent.options.onSuccess?.({
      lastResponse: response(204, { 'Upload-Video-Id': 'video-9', 'Upload-Video-Version': '1' }),
    } as never);
    await expect(done).resolves.toEqual({ videoId: 'video-9', version: 1 });
    expect(phases.at(-1)).toBe('done');
  });

  it('sends the current token with every request', async () => {
    stubApi();
    let token = 'first';
    begin(() => token);
    const sent = await started();
    const headers: Record<string, string> = {};
    const req = { setHeader: (name: string, value: string) => (headers[name] = value) };
    token = 'signed-in-again';
    await sent.options.onBeforeRequest?.(req as never);
    expect(headers.Authorization).toBe('Bearer signed-in-again');
  });

  it('fails with the server’s sentence when the API refuses the file', async () => {
    stubApi();
    const { done } = begin();
    const sent = await started();
    sent.options.onError?.(
      tusError(response(400, {}, JSON.stringify({ message: 'Please select a valid video file' }))),
    );
    await expect(done).rejects.toMatchObject({
      failure: { kind: 'server', status: 400, message: 'Please select a valid video file' },
    });
  });

  it('fails at once without a session', async () => {
    const { done } = begin(() => null);
    await expect(done).rejects.toMatchObject({ failure: { kind: 'noToken' } });
    expect(tus.uploads).toEqual([]);
  });

  it('resumes a stored upload of the same file and fields from where the server stopped', async () => {
    const api = stubApi({ [STATUS]: status('uploading') });
    tus.previous = [
      {
        uploadUrl: 'http://localhost:3000/api/uploads/old',
        urlStorageKey: 'k0',
        creationTime: '2026-11-25',
      },
      { uploadUrl: UPLOAD_URL, urlStorageKey: 'k1', creationTime: '2026-11-26' },
    ];
    begin();
    const sent = await started();
    expect(sent.resumedFrom?.uploadUrl).toBe(UPLOAD_URL);
    expect(api.calls(STATUS)[0]?.path).toBe('/api/uploads/up-1/video');
  });

  it('does not send again a stored upload that already became a video', async () => {
    stubApi({ [STATUS]: status('accepted', 'video-7') });
    tus.previous = [{ uploadUrl: UPLOAD_URL, urlStorageKey: 'k1', creationTime: '2026-11-26' }];
    const { upload, done } = begin();
    await expect(done).resolves.toEqual({ videoId: 'video-7', version: 1 });
    expect(tus.uploads[0]?.starts).toBe(0);
    expect(tus.removed).toEqual(['k1']);
    expect(upload.snapshot.bytesSent).toBe(SIZE);
  });

  it('starts afresh when the stored upload was rejected', async () => {
    stubApi({ [STATUS]: status('rejected') });
    tus.previous = [{ uploadUrl: UPLOAD_URL, urlStorageKey: 'k1', creationTime: '2026-11-26' }];
    begin();
    const sent = await started();
    expect(sent.resumedFrom).toBeNull();
    expect(tus.removed).toEqual(['k1']);
  });

  it('waits offline when the connection drops and goes on when it returns', async () => {
    stubApi();
    const { upload } = begin();
    const sent = await started();
    goOffline();
    sent.options.onError?.(tusError());
    await vi.waitFor(() => expect(upload.snapshot.phase).toBe('offline'));
    expect(upload.snapshot.error).toEqual({ kind: 'network' });
    goOnline();
    await started(2);
    expect(upload.snapshot).toMatchObject({ phase: 'uploading', error: null });
  });

  it('asks the server what became of the file when the last answer is lost, without sending it twice', async () => {
    const api = stubApi({ [STATUS]: status('accepted', 'video-9') });
    const { done } = begin();
    const sent = await started();
    sent.url = UPLOAD_URL;
    sent.options.onProgress?.(SIZE, SIZE);
    sent.options.onError?.(tusError());
    await expect(done).resolves.toEqual({ videoId: 'video-9', version: 1 });
    expect(api.calls(STATUS)).toHaveLength(1);
    expect(sent.starts).toBe(1);
  });

  it('never lets tus retry the last chunk blindly, nor a refusal', async () => {
    stubApi();
    begin();
    const sent = await started();
    const shouldRetry = (err: never) => sent.options.onShouldRetry?.(err, 0, sent.options as never);
    expect(shouldRetry(tusError(undefined, 'PATCH', 10 * 1024 * 1024))).toBe(false);
    expect(shouldRetry(tusError(response(403), 'PATCH', 0))).toBe(false);
    expect(shouldRetry(tusError(response(500), 'PATCH', 0))).toBe(true);
    expect(shouldRetry(tusError(response(423), 'PATCH', 0))).toBe(true);
  });

  it('pauses and resumes from what the server has', async () => {
    const api = stubApi({ [STATUS]: status('uploading') });
    const { upload } = begin();
    const sent = await started();
    sent.url = UPLOAD_URL;
    sent.options.onProgress?.(5 * 1024 * 1024, SIZE);
    upload.pause();
    expect(upload.snapshot.phase).toBe('paused');
    expect(sent.aborts).toBe(1);
    // Progress tus reports after the pause does not undo it.
    sent.options.onProgress?.(6 * 1024 * 1024, SIZE);
    expect(upload.snapshot.phase).toBe('paused');
    upload.resume();
    await started(2);
    expect(api.calls(STATUS)).toHaveLength(1);
    expect(upload.snapshot.phase).toBe('uploading');
  });
});
