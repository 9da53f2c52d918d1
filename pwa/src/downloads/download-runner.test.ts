import type { CourseVideoItem, VideoView } from '@academy/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { downloadEvents, indexEntries } from './downloads-index.ts';
import type * as DownloadDb from './download-db.ts';

// happy-dom has no IndexedDB: the downloads database is replaced by memory tables of the same shape.
vi.mock('./download-db.ts', async (importOriginal) => {
  const real = await importOriginal<typeof DownloadDb>();
  const { memoryDatabase } = await import('../test/memory-tables.ts');
  const db = memoryDatabase({ lessons: 'id, userId', pieces: '[id+index], id', licences: 'id' });
  return {
    ...real,
    downloadsDb: db,
    dropDownloadData: async (id: string, then: () => Promise<unknown>) => {
      await db.pieces.where('id').equals(id).delete();
      await db.licences.delete(id);
      await then();
    },
  };
});
// The licence seam: its key import needs WebCrypto and its own API calls; here a licence is a row.
vi.mock('./offline-licences.ts', async () => {
  const { downloadsDb } = await import('./download-db.ts');
  return {
    takeLicence: vi.fn(async (id: string, videoId: string, version: number) => {
      await downloadsDb.licences.put({ id, videoId, version } as never);
    }),
    renewDueLicences: vi.fn(async () => undefined),
  };
});
// Code the runner warms for offline use: not what these tests are about.
vi.mock('../media/shaka-loader.ts', () => ({ loadShaka: async () => ({}) }));
vi.mock('./downloads-page.tsx', () => ({ default: () => null }));

const { downloadsDb } = await import('./download-db.ts');
const runner = await import('./download-runner.ts');

const ID = 'user-1:video-1';
const MASTER = [
  '#EXTM3U',
  '#EXT-X-STREAM-INF:BANDWIDTH=900000,RESOLUTION=640x360',
  '360p/index.m3u8',
  '#EXT-X-STREAM-INF:BANDWIDTH=2400000,RESOLUTION=1280x720',
  '720p/index.m3u8',
].join('\n');
const MEDIA = [
  '#EXTM3U',
  '#EXT-X-MEDIA-SEQUENCE:0',
  '#EXT-X-MAP:URI="init.mp4"',
  '#EXT-X-KEY:METHOD=AES-128,URI="/api/videos/video-1/key?v=1"',
  '#EXTINF:4,',
  'seg1.m4s',
  '#EXTINF:4,',
  'seg2.m4s',
  '#EXT-X-ENDLIST',
].join('\n');
const PIECES: Record<string, number> = { 'init.mp4': 100, 'seg1.m4s': 1000, 'seg2.m4s': 2000 };

const lesson = {
  _id: 'video-1',
  id: 'video-1',
  courseId: 'course-1',
  title: 'What is a browser?',
  videoUrl: '/media/video-1/v1/master.m3u8?sig=a',
  url: '/media/video-1/v1/master.m3u8?sig=a',
  posterUrl: null,
  expiresAt: '2026-11-26T22:00:00.000Z',
} as CourseVideoItem;

type Answer = Response | 'network-failure' | Promise<Response>;
/** The server: `GET /api/videos/video-1` and the media files, answerable per path; every fetch logged. */
let answers: Record<string, () => Answer>;
let fetched: string[];
let version: number;

const envelope = (video: Partial<VideoView>) =>
  new Response(JSON.stringify({ success: true, data: { video }, message: 'OK' }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

function serve() {
  version = 1;
  fetched = [];
  answers = {
    '/api/videos/video-1': () =>
      envelope({ videoUrl: `/media/video-1/v${version}/master.m3u8?sig=a`, version }),
    master: () => new Response(MASTER),
    index: () => new Response(MEDIA),
    ...Object.fromEntries(
      Object.entries(PIECES).map(([name, size]) => [
        name,
        () => new Response(new Uint8Array(size)),
      ]),
    ),
  };
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const path = new URL(String(input), window.location.href).pathname;
    const name = path.startsWith('/api/')
      ? path
      : path
          .split('/')
          .pop()!
          .replace(/\.m3u8$/, '');
    fetched.push(name);
    const answer = await answers[name]?.();
    if (!answer || answer === 'network-failure') throw new TypeError('Failed to fetch');
    return answer;
  });
}

const record = () => downloadsDb.lessons.get(ID);
const start = () =>
  runner.startDownload({
    userId: 'user-1',
    token: 'learner-token',
    courseId: 'course-1',
    courseTitle: 'Introduction to the Web',
    lesson,
    rendition: { name: '360p', height: 360, bandwidth: 800_000, bytes: 3100 },
  });

beforeEach(async () => {
  for (const table of [downloadsDb.lessons, downloadsDb.pieces, downloadsDb.licences])
    await table.clear();
  serve();
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('download runner', () => {
  it('stores every piece of the chosen rendition, reporting progress, and completes', async () => {
    const progress: number[] = [];
    const listen = async () => progress.push((await record())?.storedPieces ?? -1);
    downloadEvents.addEventListener('change', listen);
    await start();
    downloadEvents.removeEventListener('change', listen);

    expect(fetched).toEqual([
      '/api/videos/video-1',
      'master',
      'index',
      'init.mp4',
      'seg1.m4s',
      'seg2.m4s',
    ]);
    const done = await record();
    expect(done).toMatchObject({
      state: 'complete',
      pieceCount: 3,
      storedPieces: 3,
      storedBytes: 3100,
      version: 1,
    });
    expect(done?.lesson.videoUrl).toBeNull();
    expect(await downloadsDb.pieces.where('id').equals(ID).count()).toBe(3);
    expect(progress).toContain(1);
    expect(progress).toContain(2);
    expect(progress.at(-1)).toBe(3);
    expect(indexEntries('user-1')).toMatchObject([{ id: ID, complete: true, bytes: 3100 }]);
  });

  it('does not wait for the answer to persistent storage (Firefox asks the learner, who may never answer)', async () => {
    const persist = vi.fn(() => new Promise<boolean>(() => undefined));
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { storage: { persist } }));
    await start();
    expect(persist).toHaveBeenCalled();
    expect(await record()).toMatchObject({ state: 'complete', storedPieces: 3 });
  });

  it('waits when the connection drops and resumes from the first missing piece', async () => {
    answers['seg2.m4s'] = () => 'network-failure';
    await start();
    expect(await record()).toMatchObject({ state: 'waiting', storedPieces: 2, problem: null });

    answers['seg2.m4s'] = () => new Response(new Uint8Array(2000));
    fetched = [];
    await runner.runDownload(ID, 'learner-token');
    // Fresh links, then only the piece that was missing.
    expect(fetched.filter((name) => /\.(mp4|m4s)$/.test(name))).toEqual(['seg2.m4s']);
    expect(await record()).toMatchObject({ state: 'complete', storedPieces: 3, storedBytes: 3100 });
  });

  it('stops a running download when cancelled, without marking it failed', async () => {
    let release = () => undefined as void;
    answers['seg1.m4s'] = () =>
      new Promise<Response>((resolve) => {
        release = () => resolve(new Response(new Uint8Array(1000)));
      });
    const running = start();
    await vi.waitFor(() => expect(fetched).toContain('seg1.m4s'));
    const stopped = runner.stopDownload(ID);
    release();
    await stopped;
    await running;
    expect(fetched).not.toContain('seg2.m4s');
    expect(await record()).toMatchObject({ state: 'downloading', storedPieces: 1, problem: null });
  });

  it('asks for fresh links once when a media link has expired (403) and goes on', async () => {
    let refusals = 1;
    answers['seg1.m4s'] = () =>
      refusals-- > 0 ? new Response(null, { status: 403 }) : new Response(new Uint8Array(1000));
    await start();
    expect(fetched.filter((name) => name === '/api/videos/video-1')).toHaveLength(2);
    expect(await record()).toMatchObject({ state: 'complete', storedPieces: 3 });
  });

  it('starts over on the new version when the lesson was re-uploaded while it waited', async () => {
    answers['seg2.m4s'] = () => 'network-failure';
    await start();
    expect(await record()).toMatchObject({ state: 'waiting', storedPieces: 2, version: 1 });

    version = 2;
    answers['seg2.m4s'] = () => new Response(new Uint8Array(2000));
    fetched = [];
    await runner.runDownload(ID, 'learner-token');
    expect(fetched.filter((name) => /\.(mp4|m4s)$/.test(name))).toEqual([
      'init.mp4',
      'seg1.m4s',
      'seg2.m4s',
    ]);
    expect(await record()).toMatchObject({
      state: 'complete',
      version: 2,
      storedPieces: 3,
      storedBytes: 3100,
    });
  });

  it.each([
    ['the learner lost access (403)', 403, 'noAccess'],
    ['the session expired (401)', 401, 'noAccess'],
    ['the lesson is gone (404)', 404, 'gone'],
  ])('fails for good when %s', async (_, status, problem) => {
    answers['/api/videos/video-1'] = () =>
      new Response(JSON.stringify({ success: false, data: null, message: 'No' }), { status });
    await start();
    expect(await record()).toMatchObject({ state: 'failed', problem, storedPieces: 0 });
  });

  it('fails as gone when the lesson no longer has a playable version or that rendition', async () => {
    answers['/api/videos/video-1'] = () => envelope({ videoUrl: null, version: null });
    await start();
    expect(await record()).toMatchObject({ state: 'failed', problem: 'gone' });

    serve();
    answers.master = () => new Response(MASTER.replace(/360p/g, '480p'));
    await start();
    expect(await record()).toMatchObject({ state: 'failed', problem: 'gone' });
  });

  it('waits rather than fails on a server error', async () => {
    answers['seg1.m4s'] = () => new Response(null, { status: 503 });
    await start();
    expect(await record()).toMatchObject({ state: 'waiting', storedPieces: 1, problem: null });
  });
});
