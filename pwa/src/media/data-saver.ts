import type { DataSaverMode } from '@academy/shared';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * The learner's data saver, one setting for the whole app: local storage `dataSaver`, so it holds on
 * every lesson, survives a restart and reaches other open tabs through the `storage` event (a lesson
 * playing in another tab reloads on its smaller rendition at once).
 */
export const DATA_SAVER_STORAGE_KEY = 'dataSaver';

export const DATA_SAVER_MODES = [
  'off',
  'smallest',
  'audio',
] as const satisfies readonly DataSaverMode[];

/** A type guard rather than zod: this module is on the course page's first-visit path. */
export function isDataSaverMode(value: unknown): value is DataSaverMode {
  return (DATA_SAVER_MODES as readonly unknown[]).includes(value);
}

/** The stored mode; `off` when nothing (or something unknown) is stored or storage is refused. */
export function readDataSaver(): DataSaverMode {
  try {
    const stored = window.localStorage.getItem(DATA_SAVER_STORAGE_KEY);
    return isDataSaverMode(stored) ? stored : 'off';
  } catch {
    return 'off';
  }
}

/** Same-tab listeners: the `storage` event only reaches the other tabs. */
const listeners = new Set<() => void>();

export function saveDataSaver(mode: DataSaverMode): void {
  try {
    window.localStorage.setItem(DATA_SAVER_STORAGE_KEY, mode);
  } catch {
    // Private browsing may refuse storage: the choice then lasts for this page only.
    memory = mode;
  }
  for (const listener of listeners) listener();
}

/** Holds the choice when storage refuses it. */
let memory: DataSaverMode | null = null;

function snapshot(): DataSaverMode {
  return memory ?? readDataSaver();
}

function subscribe(callback: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === DATA_SAVER_STORAGE_KEY || event.key === null) callback();
  };
  listeners.add(callback);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(callback);
    window.removeEventListener('storage', onStorage);
  };
}

export function useDataSaver(): [DataSaverMode, (mode: DataSaverMode) => void] {
  const mode = useSyncExternalStore(subscribe, snapshot, () => 'off' as const);
  return [mode, useCallback((next: DataSaverMode) => saveDataSaver(next), [])];
}
