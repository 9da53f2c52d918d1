import { Upload, defaultOptions, type DetailedError, type HttpRequest } from 'tus-js-client';
import {
  UPLOAD_ENDPOINT,
  fetchUploadStatus,
  isFinalChunk,
  uploadFingerprintScope,
  uploadMetadata,
  type VideoUploadFields,
} from './upload-protocol.ts';
import {
  UploadFailedError,
  serverMessage,
  type UploadFailure,
  type UploadResult,
  type UploadSnapshot,
} from './upload-outcome.ts';

/**
 * One lesson file sent to the API with the tus protocol (resumable, `POST/HEAD/PATCH /api/uploads`),
 * for weak connections and phones:
 *
 * - 5 MB chunks; a failed chunk is retried by tus-js-client after 0, 1, 3, 5, 10 and 20 s, and only what
 *   the server did not receive is sent again.
 * - When the browser is offline, or tus gives up on the network, the upload waits (`offline`) and goes
 *   on by itself when the connection comes back (and every 15 s meanwhile), for as long as it takes.
 * - The upload's address is kept in local storage under a fingerprint of the file AND its fields, so
 *   after a reload the same file for the same lesson continues where it stopped, while the same file
 *   for another lesson or course starts afresh.
 * - The API checks and registers the file when its last byte arrives and answers the new video's id
 *   in `Upload-Video-Id`. If that answer is lost, tus would start the whole file again (the server has
 *   removed the finished upload), creating a second video; so the last chunk is never retried blindly:
 *   `GET /api/uploads/{id}/video` is asked what became of it first.
 */

const CHUNK_SIZE = 5 * 1024 * 1024;
const RETRY_DELAYS = [0, 1_000, 3_000, 5_000, 10_000, 20_000];
const OFFLINE_RETRY_MS = 15_000;

export interface TusVideoUploadOptions {
  /** Read before every request, so a new sign-in in another tab is used at once. */
  getToken: () => string | null;
  onChange?: (snapshot: UploadSnapshot) => void;
  /** Tests point this at their server; the app uses the page's origin. */
  endpoint?: string;
}

export class TusVideoUpload {
  private upload: Upload | null = null;
  private state: UploadSnapshot;
  private settle: { resolve: (r: UploadResult) => void; reject: (e: unknown) => void } | null =
    null;
  private waitTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly handleOnline = () => {
    if (this.state.phase === 'offline') void this.continueAfterNetworkLoss();
  };

  constructor(
    private readonly file: File,
    private readonly fields: VideoUploadFields,
    private readonly options: TusVideoUploadOptions,
  ) {
    this.state = {
      phase: 'idle',
      bytesSent: 0,
      bytesTotal: file.size,
      error: null,
      videoId: null,
      version: null,
    };
  }

  get snapshot(): UploadSnapshot {
    return this.state;
  }

  /** Starts (or resumes a stored upload of the same file and fields); settles when it ends. */
  start(): Promise<UploadResult> {
    if (this.settle) throw new Error('upload already started');
    const done = new Promise<UploadResult>((resolve, reject) => {
      this.settle = { resolve, reject };
    });
    window.addEventListener('online', this.handleOnline);
    void this.begin();
    return done;
  }

  /** Stops sending; `resume()` continues from what the server has. */
  pause(): void {
    if (!['uploading', 'offline'].includes(this.state.phase)) return;
    this.clearWait();
    void this.upload?.abort();
    this.update({ phase: 'paused', error: null });
  }

  resume(): void {
    if (this.state.phase !== 'paused' && this.state.phase !== 'offline') return;
    this.clearWait();
    void this.continueAfterNetworkLoss();
  }

  /** Gives up for good (the page is left, the form reset); the server expires the partial upload. */
  cancel(): void {
    this.clearWait();
    void this.upload?.abort();
    window.removeEventListener('online', this.handleOnline);
    this.settle = null;
  }

  private update(change: Partial<UploadSnapshot>) {
    this.state = { ...this.state, ...change };
    this.options.onChange?.(this.state);
  }

  private async begin() {
    if (!this.options.getToken()) {
      this.fail({ kind: 'noToken' });
      return;
    }
    const endpoint = this.options.endpoint ?? new URL(UPLOAD_ENDPOINT, window.location.href).href;
    const scope = uploadFingerprintScope(this.fields);
    const upload = new Upload(this.file, {
      endpoint,
      chunkSize: CHUNK_SIZE,
      retryDelays: RETRY_DELAYS,
      metadata: uploadMetadata(this.fields, this.file.name),
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      fingerprint: (file: File) =>
        Promise.resolve(
          ['academy-tus', file.name, file.type, file.size, file.lastModified, endpoint, scope].join(
            '-',
          ),
        ),
      onBeforeRequest: (req: HttpRequest) => {
        const token = this.options.getToken();
        if (token) req.setHeader('Authorization', `Bearer ${token}`);
      },
      onShouldRetry: (err: DetailedError, _attempt: number) => {
        const req = err.originalRequest;
        // The last chunk: the server may have taken the whole file already (see the file comment).
        if (req?.getMethod() === 'PATCH' && isFinalChunk(req, CHUNK_SIZE, this.file.size)) {
          return false;
        }
        const status = err.originalResponse?.getStatus() ?? 0;
        const clientError = status >= 400 && status < 500 && status !== 409 && status !== 423;
        return !clientError && navigator.onLine;
      },
      onProgress: (sent: number, total: number) => {
        if (this.state.phase === 'paused') return;
        this.update({
          phase: sent >= total ? 'finishing' : 'uploading',
          bytesSent: sent,
          bytesTotal: total,
          error: null,
        });
      },
      onSuccess: ({ lastResponse }) => {
        const videoId = lastResponse.getHeader('Upload-Video-Id');
        const version = Number(lastResponse.getHeader('Upload-Video-Version'));
        if (videoId) this.succeed({ videoId, version: Number.isFinite(version) ? version : null });
        // A resumed upload that was already complete answers a HEAD without the video: ask.
        else void this.askServer();
      },
      onError: (err) => void this.handleError(err as DetailedError),
    });
    this.upload = upload;
    this.update({ phase: 'uploading', error: null });

    const previous = (await upload.findPreviousUploads().catch(() => [])).sort((a, b) =>
      b.creationTime.localeCompare(a.creationTime),
    )[0];
    if (previous?.uploadUrl) {
      // Before continuing a stored upload, make sure it did not already become a video.
      const known = await fetchUploadStatus(previous.uploadUrl, this.options.getToken()).catch(
        () => null,
      );
      if (known?.state === 'accepted' && known.videoId) {
        await defaultOptions.urlStorage.removeUpload(previous.urlStorageKey).catch(() => {});
        this.update({ bytesSent: this.file.size });
        this.succeed({ videoId: known.videoId, version: known.version });
        return;
      }
      if (known?.state === 'rejected') {
        await defaultOptions.urlStorage.removeUpload(previous.urlStorageKey).catch(() => {});
      } else {
        upload.resumeFromPreviousUpload(previous);
      }
    }
    if (this.state.phase === 'paused') return;
    upload.start();
  }

  private async handleError(err: DetailedError) {
    if (this.state.phase === 'paused' || !this.settle) return;
    const response = err.originalResponse;
    const status = response?.getStatus() ?? 0;
    if (status >= 400) {
      this.fail({ kind: 'server', status, message: serverMessage(response?.getBody()) });
      return;
    }
    // No answer: the connection dropped (or the final answer was lost). Ask, or wait for the network.
    if (this.upload?.url) {
      await this.askServer();
      return;
    }
    this.waitForNetwork();
  }

  /** What became of the upload on the server, after a lost answer or when reconnected. */
  private async askServer(attempt = 0): Promise<void> {
    const url = this.upload?.url;
    if (!url) {
      this.waitForNetwork();
      return;
    }
    let status;
    try {
      status = await fetchUploadStatus(url, this.options.getToken());
    } catch {
      this.waitForNetwork();
      return;
    }
    if (this.state.phase === 'paused' || !this.settle) return;
    if (status === null) {
      // The server no longer knows the upload (expired): start it again from the first byte.
      this.upload!.url = null;
      this.upload!.start();
      this.update({ phase: 'uploading', error: null });
      return;
    }
    if (status.state === 'accepted' && status.videoId) {
      this.update({ bytesSent: this.file.size });
      this.succeed({ videoId: status.videoId, version: status.version });
    } else if (status.state === 'rejected') {
      this.fail({
        kind: 'server',
        status: 400,
        message: status.errorReason ?? 'Failed to upload video',
      });
    } else if (this.state.bytesSent >= this.file.size && attempt < 30) {
      // Every byte went; the server is still checking the file.
      this.update({ phase: 'finishing' });
      this.waitTimer = setTimeout(() => void this.askServer(attempt + 1), 1_000);
    } else {
      this.update({ phase: 'uploading', error: null });
      this.upload!.start();
    }
  }

  private waitForNetwork() {
    this.clearWait();
    this.update({ phase: 'offline', error: { kind: 'network' } });
    this.waitTimer = setTimeout(() => void this.continueAfterNetworkLoss(), OFFLINE_RETRY_MS);
  }

  private async continueAfterNetworkLoss() {
    this.clearWait();
    if (!this.upload || !this.settle) return;
    if (!navigator.onLine) {
      this.waitForNetwork();
      return;
    }
    this.update({ phase: 'uploading', error: null });
    if (this.upload.url) await this.askServer();
    else this.upload.start();
  }

  private clearWait() {
    if (this.waitTimer) clearTimeout(this.waitTimer);
    this.waitTimer = null;
  }

  private succeed(result: UploadResult) {
    this.clearWait();
    window.removeEventListener('online', this.handleOnline);
    this.update({ phase: 'done', error: null, videoId: result.videoId, version: result.version });
    this.settle?.resolve(result);
    this.settle = null;
  }

  private fail(failure: UploadFailure) {
    this.clearWait();
    window.removeEventListener('online', this.handleOnline);
    this.update({ phase: 'failed', error: failure });
    this.settle?.reject(new UploadFailedError(failure));
    this.settle = null;
  }
}
