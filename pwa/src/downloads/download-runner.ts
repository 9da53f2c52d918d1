import type { CourseVideoItem, RenditionSize, VideoView } from '@academy/shared';
import { ApiError, apiRequest } from '../api/api-client.ts';
import { loadShaka } from '../media/index.ts';
import {
  downloadId,
  downloadsDb,
  dropDownloadData,
  type DownloadProblem,
  type DownloadRecord,
} from './download-db.ts';
import { announce, indexEntries, putIndexEntry } from './downloads-index.ts';
import { loadDownloadsPage } from './offline-code.ts';
import { renewDueLicences, takeLicence } from './offline-licences.ts';
import { findVariant, mediaPieces } from './offline-playlist.ts';

/**
 * Downloads a lesson's rendition piece by piece into IndexedDB (issue 11), as the server sends it:
 * - resumable: each piece is stored whole or not at all, so after a dropped connection, a closed tab or
 *   a reload the download goes on from the first piece missing (on reconnecting, at the app's start);
 * - one piece at a time: a weak link is not shared between requests that would all arrive late;
 * - links expire after two hours: each run asks for fresh ones, and once more on a 403;
 * - a re-upload while a download waits makes a new version: the stored pieces are dropped and the new
 *   one downloaded (its key differs).
 */

export interface NewDownload {
  userId: string;
  token: string;
  courseId: string;
  courseTitle: string;
  lesson: CourseVideoItem;
  rendition: RenditionSize;
}

class Stop extends Error {
  constructor(readonly problem: DownloadProblem) {
    super(problem);
  }
}

const running = new Map<string, { controller: AbortController; done: Promise<void> }>();
/** A stalled piece on a weak link is given up after this and tried again (from the same piece). */
const PIECE_TIMEOUT_MS = 60_000;
const RETRY_WAITING_MS = 15_000;

export async function startDownload(input: NewDownload): Promise<void> {
  // Persistent storage is kept through storage pressure; asked for at the first download, not waited
  // for: Firefox asks the learner, and its answer never comes while the prompt is ignored (a refusal
  // changes nothing: the Downloads page then says what an eviction took).
  void navigator.storage?.persist?.().catch(() => false);
  const id = downloadId(input.userId, input.lesson._id);
  const { videoUrl: _v, url: _u, posterUrl: _p, expiresAt: _e, ...rest } = input.lesson;
  const lesson: CourseVideoItem = {
    ...rest,
    videoUrl: null,
    url: null,
    posterUrl: null,
    expiresAt: null,
  };
  const record: DownloadRecord = {
    id,
    userId: input.userId,
    videoId: input.lesson._id,
    courseId: input.courseId,
    courseTitle: input.courseTitle,
    lesson,
    version: 0,
    rendition: input.rendition,
    variantLine: null,
    playlist: null,
    pieceCount: 0,
    storedPieces: 0,
    storedBytes: 0,
    state: 'downloading',
    problem: null,
    poster: null,
    createdAt: Date.now(),
    completedAt: null,
  };
  warmOfflineCode();
  await downloadsDb.transaction('rw', downloadsDb.lessons, downloadsDb.pieces, async () => {
    await downloadsDb.pieces.where('id').equals(id).delete();
    await downloadsDb.lessons.put(record);
  });
  putIndexEntry({
    id,
    userId: input.userId,
    videoId: record.videoId,
    courseId: input.courseId,
    title: lesson.title,
    courseTitle: input.courseTitle,
    bytes: input.rendition.bytes,
    complete: false,
  });
  return runDownload(id, input.token);
}

/** Runs (or joins) the download of `id` until it completes, waits for the network, or fails. */
export function runDownload(id: string, token: string): Promise<void> {
  const current = running.get(id);
  if (current) return current.done;
  const controller = new AbortController();
  const done = run(id, token, controller.signal).finally(() => running.delete(id));
  running.set(id, { controller, done });
  return done;
}

/** Stops a running download (before its record is deleted). */
export async function stopDownload(id: string): Promise<void> {
  const current = running.get(id);
  if (!current) return;
  current.controller.abort();
  await current.done.catch(() => undefined);
}

const update = async (id: string, changes: Partial<DownloadRecord>) => {
  await downloadsDb.lessons.update(id, changes);
  announce(id);
};

async function run(id: string, token: string, signal: AbortSignal): Promise<void> {
  let record = await downloadsDb.lessons.get(id);
  if (!record || record.state === 'complete') return;
  if (record.state !== 'downloading') await update(id, { state: 'downloading', problem: null });
  try {
    for (let attempt = 0; ; attempt += 1) {
      try {
        await downloadPieces(record, token, signal);
        break;
      } catch (err) {
        // Links expired mid-way (a long wait on a weak link): once more with fresh ones.
        if (
          attempt === 0 &&
          err instanceof ApiError &&
          err.status === 403 &&
          err.message === 'link'
        )
          record = (await downloadsDb.lessons.get(id)) ?? record;
        else throw err;
      }
    }
    await update(id, { state: 'complete', completedAt: Date.now() });
    markComplete(id);
  } catch (err) {
    if (signal.aborted || !(await downloadsDb.lessons.get(id))) return;
    if (err instanceof Stop) return update(id, { state: 'failed', problem: err.problem });
    if (err instanceof DOMException && err.name === 'QuotaExceededError')
      return update(id, { state: 'failed', problem: 'noSpace' });
    const linkExpired = err instanceof ApiError && err.message === 'link';
    if (err instanceof ApiError && !linkExpired && (err.status === 401 || err.status === 403))
      return update(id, { state: 'failed', problem: 'noAccess' });
    if (err instanceof ApiError && err.status === 404)
      return update(id, { state: 'failed', problem: 'gone' });
    // No connection, a time-out, a server hiccup, links expired twice: wait, and go on from the same
    // piece.
    await update(id, { state: 'waiting' });
    scheduleRetry();
  }
}

/**
 * What plays a download and lists it with no connection (Shaka, the Downloads page) is cached by the
 * service worker the first time it is loaded: loaded now, while online.
 */
function warmOfflineCode() {
  void Promise.all([loadShaka(), loadDownloadsPage()]).catch(() => undefined);
}

function markComplete(id: string) {
  const entry = indexEntries(id.split(':')[0]!).find((e) => e.id === id);
  if (entry) putIndexEntry({ ...entry, complete: true });
}

async function fetchBytes(url: string, signal: AbortSignal): Promise<ArrayBuffer> {
  const res = await fetch(url, {
    signal: AbortSignal.any([signal, AbortSignal.timeout(PIECE_TIMEOUT_MS)]),
    credentials: 'same-origin',
  });
  if (res.status === 403) throw new ApiError('link', 403);
  if (!res.ok) throw new ApiError('media', res.status);
  return res.arrayBuffer();
}

async function downloadPieces(record: DownloadRecord, token: string, signal: AbortSignal) {
  const { id } = record;
  const { data } = await apiRequest<{ video: VideoView }>(
    `/api/videos/${encodeURIComponent(record.videoId)}`,
    { token, signal, timeoutMs: 20_000 },
  );
  const video = data.video;
  if (!video.videoUrl || video.version === null) throw new Stop('gone');
  if (record.version !== video.version) {
    // First run, or a re-upload replaced the version being downloaded: start on the new one.
    await dropDownloadData(id, () =>
      downloadsDb.lessons.update(id, { version: video.version!, storedPieces: 0, storedBytes: 0 }),
    );
    record = { ...record, version: video.version, storedPieces: 0, storedBytes: 0 };
  }
  if (!(await downloadsDb.licences.get(id)))
    await takeLicence(id, record.videoId, record.version, token);

  const masterUrl = new URL(video.videoUrl, window.location.href).href;
  const master = new TextDecoder().decode(await fetchBytes(masterUrl, signal));
  const variant = findVariant(master, record.rendition.name);
  if (!variant) throw new Stop('gone');
  const playlistUrl = new URL(variant.uri, masterUrl).href;
  const playlist = new TextDecoder().decode(await fetchBytes(playlistUrl, signal));
  const pieces = mediaPieces(playlist);
  await update(id, { variantLine: variant.line, playlist, pieceCount: pieces.length });
  if (!record.poster && video.posterUrl) {
    const poster = await fetch(video.posterUrl, { signal })
      .then(async (res) =>
        res.ok
          ? {
              bytes: await res.arrayBuffer(),
              type: res.headers.get('content-type') ?? 'image/jpeg',
            }
          : null,
      )
      .catch(() => null);
    if (poster) await downloadsDb.lessons.update(id, { poster });
  }

  const stored = new Set(
    (await downloadsDb.pieces.where('id').equals(id).primaryKeys()).map(
      (key) => (key as unknown as [string, number])[1],
    ),
  );
  for (const piece of pieces) {
    if (stored.has(piece.index)) continue;
    const bytes = await fetchBytes(new URL(piece.uri, playlistUrl).href, signal);
    if (signal.aborted) throw new DOMException('stopped', 'AbortError');
    await downloadsDb.transaction('rw', downloadsDb.lessons, downloadsDb.pieces, async () => {
      const now = await downloadsDb.lessons.get(id);
      if (!now) throw new DOMException('deleted', 'AbortError');
      await downloadsDb.pieces.put({ id, index: piece.index, data: bytes });
      await downloadsDb.lessons.update(id, {
        storedPieces: now.storedPieces + 1,
        storedBytes: now.storedBytes + bytes.byteLength,
      });
    });
    announce(id);
  }
}

let retryTimer: ReturnType<typeof setTimeout> | null = null;
let resumeToken: (() => string | null) | null = null;

function scheduleRetry() {
  if (retryTimer || !resumeToken) return;
  retryTimer = setTimeout(() => {
    retryTimer = null;
    if (navigator.onLine) void resumeDownloads();
  }, RETRY_WAITING_MS);
}

/** Resumes the signed-in learner's unfinished downloads and renews due licences. */
export async function resumeDownloads(): Promise<void> {
  const token = resumeToken?.();
  const userId = token ? currentUserId() : null;
  if (!token || !userId || !navigator.onLine) return;
  const unfinished = await downloadsDb.lessons
    .where('userId')
    .equals(userId)
    .filter((r) => r.state === 'downloading' || r.state === 'waiting')
    .toArray();
  await Promise.all([
    ...unfinished.map((r) => runDownload(r.id, token)),
    renewDueLicences(userId, token),
  ]);
}

let currentUserId: () => string | null = () => null;

/**
 * Starts the background work once per page: downloads resume and licences renew now, whenever the
 * connection comes back, and every 15 s while one waits on a connection the browser calls online.
 */
export function startDownloadService(viewer: {
  token: () => string | null;
  userId: () => string | null;
}): void {
  if (resumeToken) return;
  resumeToken = viewer.token;
  currentUserId = viewer.userId;
  window.addEventListener('online', () => void resumeDownloads());
  void resumeDownloads();
}
