import { useCallback, useEffect, useRef, useState } from 'react';
import { TusVideoUpload } from './tus-video-upload.ts';
import type { UploadResult, UploadSnapshot } from './upload-outcome.ts';
import type { VideoUploadFields } from './upload-protocol.ts';

/**
 * One resumable lesson upload for a screen (the admin's video upload page; later the learner side's
 * own uploads if any): the snapshot re-renders the progress, pause and resume act on the upload, and
 * leaving the screen stops sending (the stored address lets the same file continue later).
 */
export function useTusUpload(getToken: () => string | null) {
  const [snapshot, setSnapshot] = useState<UploadSnapshot | null>(null);
  const current = useRef<TusVideoUpload | null>(null);

  useEffect(() => () => current.current?.cancel(), []);

  const start = useCallback(
    (file: File, fields: VideoUploadFields): Promise<UploadResult> => {
      current.current?.cancel();
      const upload = new TusVideoUpload(file, fields, { getToken, onChange: setSnapshot });
      current.current = upload;
      setSnapshot(upload.snapshot);
      return upload.start();
    },
    [getToken],
  );

  const pause = useCallback(() => current.current?.pause(), []);
  const resume = useCallback(() => current.current?.resume(), []);
  const reset = useCallback(() => {
    current.current?.cancel();
    current.current = null;
    setSnapshot(null);
  }, []);

  const active = !!snapshot && !['idle', 'done', 'failed'].includes(snapshot.phase);
  useLeaveWarning(active);

  return { snapshot, active, start, pause, resume, reset };
}

/** Asks the browser to confirm closing or reloading the tab while bytes are still being sent. */
export function useLeaveWarning(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const handleBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need a returnValue to show the prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', handleBeforeUnload);
    return () => window.removeEventListener('beforeunload', handleBeforeUnload);
  }, [active]);
}

/** 0-100 for a progress bar; a finished or finishing upload is 100. */
export function uploadPercent(
  snapshot: Pick<UploadSnapshot, 'bytesSent' | 'bytesTotal' | 'phase'>,
) {
  if (snapshot.phase === 'done' || snapshot.phase === 'finishing') return 100;
  if (snapshot.bytesTotal <= 0) return 0;
  return Math.min(100, Math.floor((snapshot.bytesSent / snapshot.bytesTotal) * 100));
}
