import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CourseVideoItem } from '@academy/shared';
import { LEARNER } from '../test/fixtures.ts';
import { renderScreen } from '../test/render-screen.tsx';
import type { DownloadRecord, KeptLicence } from './download-db.ts';
import { putIndexEntry } from './downloads-index.ts';
import DownloadsPage from './downloads-page.tsx';
import type * as DownloadDb from './download-db.ts';

// happy-dom has no IndexedDB: the downloads database is replaced by memory tables of the same shape, and
// the page reads it through its real list code.
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
const { downloadsDb } = await import('./download-db.ts');

const route = '/downloads';
const DAY = 24 * 60 * 60_000;
/** LEARNER's id: downloads are kept per learner. */
const USER_ID = 'user-1';

/** A download of `videoId` as the runner leaves it, with its pieces and (when complete) licence. */
async function keep(videoId: string, title: string, changes: Partial<DownloadRecord> = {}) {
  const id = `${USER_ID}:${videoId}`;
  const record = {
    id,
    userId: USER_ID,
    videoId,
    courseId: 'course-1',
    courseTitle: 'Introduction to the Web',
    lesson: { _id: videoId, id: videoId, title } as CourseVideoItem,
    version: 1,
    rendition: { name: '360p', height: 360, bandwidth: 800_000, bytes: 3_000_000 },
    variantLine: '#EXT-X-STREAM-INF:BANDWIDTH=900000',
    playlist: '#EXTM3U',
    pieceCount: 2,
    storedPieces: 2,
    storedBytes: 3_000_000,
    state: 'complete',
    problem: null,
    poster: null,
    createdAt: Date.now(),
    completedAt: Date.now(),
    ...changes,
  } satisfies DownloadRecord;
  await downloadsDb.lessons.put(record);
  for (let index = 0; index < record.storedPieces; index += 1)
    await downloadsDb.pieces.put({ id, index, data: new ArrayBuffer(8) });
  if (record.state === 'complete') {
    const now = Date.now();
    await downloadsDb.licences.put({
      id,
      receivedAt: now,
      lastSeenAt: now,
      validUntil: now + 12 * DAY - 60_000,
      renewal: 'ok',
    } as KeptLicence);
  }
  putIndexEntry({
    id,
    userId: USER_ID,
    videoId,
    courseId: 'course-1',
    title,
    courseTitle: record.courseTitle,
    bytes: record.rendition.bytes,
    complete: record.state === 'complete',
  });
}

async function emptyDatabase() {
  for (const table of [downloadsDb.lessons, downloadsDb.pieces, downloadsDb.licences])
    await table.clear();
}

describe('DownloadsPage', () => {
  it('says it is reading the downloads, then that there are none, with the way to the courses', async () => {
    await emptyDatabase();
    const page = await renderScreen(DownloadsPage, { route, learner: LEARNER });
    expect(screen.getByRole('heading', { level: 1, name: 'Downloads' })).toBeTruthy();
    expect(document.title).toBe('Downloads | Selam Academy');
    expect(await screen.findByText('No downloaded lessons')).toBeTruthy();
    await page.user.click(screen.getByRole('link', { name: 'My courses' }));
    expect(page.location()).toBe('/dashboard');
  });

  it('lists each download with its size and days left, and plays it', async () => {
    await emptyDatabase();
    await keep('video-1', 'What is a browser?');
    const page = await renderScreen(DownloadsPage, { route, learner: LEARNER });
    const row = (await screen.findByText('What is a browser?')).closest('li')!;
    expect(within(row).getByText('Introduction to the Web')).toBeTruthy();
    expect(within(row).getByText(/^360p · /)).toBeTruthy();
    expect(within(row).getByText('Plays offline for 12 more days')).toBeTruthy();
    await page.user.click(within(row).getByRole('link', { name: 'Play' }));
    expect(page.location()).toBe('/course/course-1/watch/video-1');
  });

  it('shows a download under way and why one failed', async () => {
    await emptyDatabase();
    await keep('video-1', 'What is a browser?', {
      state: 'waiting',
      pieceCount: 4,
      storedPieces: 1,
    });
    await keep('video-2', 'Servers and requests', {
      state: 'failed',
      problem: 'noAccess',
      storedPieces: 0,
    });
    await renderScreen(DownloadsPage, { route, learner: LEARNER });
    const waiting = (await screen.findByText('What is a browser?')).closest('li')!;
    expect(within(waiting).getByText('Waiting for a connection · 25 %')).toBeTruthy();
    const failed = screen.getByText('Servers and requests').closest('li')!;
    expect(within(failed).getByRole('alert').textContent).toBe(
      'You no longer have access to this lesson.',
    );
  });

  it('says which lessons the browser evicted and must be downloaded again', async () => {
    await emptyDatabase();
    await keep('video-1', 'What is a browser?');
    await downloadsDb.lessons.clear();
    await renderScreen(DownloadsPage, { route, learner: LEARNER });
    const row = (await screen.findByText('What is a browser?')).closest('li')!;
    expect(within(row).getByText('Must be downloaded again')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Download again' })).toBeTruthy();
  });

  it('deletes a download after asking', async () => {
    await emptyDatabase();
    await keep('video-1', 'What is a browser?');
    const page = await renderScreen(DownloadsPage, { route, learner: LEARNER });
    const row = (await screen.findByText('What is a browser?')).closest('li')!;
    await page.user.click(within(row).getByRole('button', { name: 'Delete download' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this download?' });
    expect(dialog.textContent).toContain(
      '“What is a browser?” will need a connection to play again.',
    );
    await page.user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No downloaded lessons')).toBeTruthy();
    expect(await downloadsDb.lessons.get(`${USER_ID}:video-1`)).toBeUndefined();
  });

  it('opens with no connection, without offering to download again', async () => {
    await emptyDatabase();
    await keep('video-1', 'What is a browser?');
    await keep('video-2', 'Servers and requests');
    await downloadsDb.lessons.delete(`${USER_ID}:video-2`);
    await renderScreen(DownloadsPage, { route, learner: LEARNER, offline: true });
    const row = (await screen.findByText('What is a browser?')).closest('li')!;
    expect(within(row).getByRole('link', { name: 'Play' })).toBeTruthy();
    expect(screen.getByText('Must be downloaded again')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Download again' })).toBeNull();
  });

  it('speaks Tigrinya', async () => {
    await emptyDatabase();
    await renderScreen(DownloadsPage, { route, learner: LEARNER, language: 'ti' });
    expect(screen.getByRole('heading', { level: 1, name: 'ዝወረዱ' })).toBeTruthy();
    expect(await screen.findByText('ዝወረደ ትምህርቲ የለን')).toBeTruthy();
  });
});
