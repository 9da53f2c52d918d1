/**
 * Whether the browser says the connection is metered or slow: the learner asked the phone to save
 * data (`saveData`, Chrome's Lite mode and Android's Data Saver), or the link measures as 3G or
 * worse. Only Chromium browsers have `navigator.connection`; elsewhere nothing is suggested.
 */
export interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

const SLOW_TYPES: ReadonlySet<string> = new Set(['slow-2g', '2g', '3g']);

export function isSlowOrMetered(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return false;
  return connection.saveData === true || SLOW_TYPES.has(connection.effectiveType ?? '');
}

export function browserConnection(): ConnectionInfo | undefined {
  return (navigator as Navigator & { connection?: ConnectionInfo }).connection;
}

/** Set once the suggestion was shown: it is made once per device, never again. */
export const SUGGESTED_STORAGE_KEY = 'dataSaverSuggested';

export function wasSuggested(): boolean {
  try {
    return window.localStorage.getItem(SUGGESTED_STORAGE_KEY) !== null;
  } catch {
    // Without storage the suggestion could not be remembered: better never than on every lesson.
    return true;
  }
}

export function rememberSuggested(): void {
  try {
    window.localStorage.setItem(SUGGESTED_STORAGE_KEY, new Date().toISOString());
  } catch {
    // Refused: wasSuggested() already answers true without storage.
  }
}
