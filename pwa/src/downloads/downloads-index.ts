/**
 * A small list of the learner's downloads in local storage, beside the lessons in IndexedDB:
 * - read without loading IndexedDB code, so a watch page or the app's start knows at once whether there
 *   is a download to play or to resume (most learners have none, and pay nothing for the feature);
 * - a second record of what was downloaded: a browser that evicts the site's IndexedDB under storage
 *   pressure leaves this list, so the Downloads page can say which lessons must be downloaded again
 *   instead of failing when one is played.
 * Changes are announced on `downloadEvents` (and to other tabs by the storage event).
 */
export interface IndexEntry {
  id: string;
  userId: string;
  videoId: string;
  courseId: string;
  title: string;
  courseTitle: string;
  /** The rendition's size when the download started (bytes). */
  bytes: number;
  complete: boolean;
}

export const DOWNLOADS_INDEX_KEY = 'downloads';

/** Fired with the download's id (or '*') whenever a download changes. */
export const downloadEvents = new EventTarget();

export function announce(id: string): void {
  downloadEvents.dispatchEvent(new CustomEvent('change', { detail: id }));
}

function read(): IndexEntry[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(DOWNLOADS_INDEX_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as IndexEntry[]) : [];
  } catch {
    return [];
  }
}

function write(entries: IndexEntry[]): void {
  try {
    localStorage.setItem(DOWNLOADS_INDEX_KEY, JSON.stringify(entries));
  } catch {
    // Storage refused (private mode, full): IndexedDB still holds the downloads themselves.
  }
}

export function indexEntries(userId: string | null): IndexEntry[] {
  return userId ? read().filter((entry) => entry.userId === userId) : [];
}

export function indexEntry(userId: string | null, videoId: string): IndexEntry | null {
  return indexEntries(userId).find((entry) => entry.videoId === videoId) ?? null;
}

export function putIndexEntry(entry: IndexEntry): void {
  write([...read().filter((e) => e.id !== entry.id), entry]);
  announce(entry.id);
}

export function removeIndexEntry(id: string): void {
  write(read().filter((e) => e.id !== id));
  announce(id);
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === DOWNLOADS_INDEX_KEY) announce('*');
  });
}
