/**
 * What an upload of one lesson file reports while it runs and how it ends: its phase and bytes, why it
 * stopped, and the video the API made of it (see `TusVideoUpload`).
 */

export type UploadPhase =
  'idle' | 'uploading' | 'paused' | 'offline' | 'finishing' | 'done' | 'failed';

export interface UploadSnapshot {
  phase: UploadPhase;
  bytesSent: number;
  bytesTotal: number;
  /** The server's reason (or a network message) when `failed`; while `offline`, why it waits. */
  error: UploadFailure | null;
  /** Set once the API accepted the file. */
  videoId: string | null;
  version: number | null;
}

/** Why an upload stopped: the server's sentence (shown as written or translated), or a known case. */
export type UploadFailure =
  | { kind: 'server'; status: number; message: string }
  | { kind: 'network' }
  | { kind: 'noToken' }
  | { kind: 'unknown' };

export interface UploadResult {
  videoId: string;
  version: number | null;
}

export class UploadFailedError extends Error {
  constructor(public readonly failure: UploadFailure) {
    super(failure.kind === 'server' ? failure.message : failure.kind);
  }
}

/** The API answers `{success:false, message}`; anything else (a proxy's page) has no sentence. */
export function serverMessage(body: string | undefined): string {
  try {
    const parsed = JSON.parse(body ?? '') as { message?: unknown };
    if (typeof parsed.message === 'string' && parsed.message) return parsed.message;
  } catch {
    // Not JSON.
  }
  return 'Failed to upload video';
}
