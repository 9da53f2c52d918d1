import { useTranslation } from 'react-i18next';
import { type UploadSnapshot, uploadPercent } from '../../media/index.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { MediaProblemModal, MediaSuccessModal } from './media-modals.tsx';
import { uploadFailureText } from './media-messages.ts';
import { ProgressBar, UploadStateIcon } from './media-ui.tsx';
import { formatBytes } from './video-upload-rules.ts';
import { PauseResumeButton } from './pause-resume-button.tsx';

/**
 * The video upload dialog (spec 001 §4 Video upload): sending with its progress, Pause and Resume, a
 * dropped connection said plainly (the upload goes on by itself when it is back); then success or
 * "Upload Failed" with the reason, each closed with OK.
 */
export function UploadProgressDialog({
  snapshot,
  fileName,
  onPause,
  onResume,
  onCancel,
  onOk,
}: {
  snapshot: UploadSnapshot;
  fileName: string;
  onPause: () => void;
  onResume: () => void;
  /** Closes a paused upload's dialog (the upload can continue later from where it stopped). */
  onCancel: () => void;
  onOk: () => void;
}) {
  const { t } = useTranslation('admin-media');
  const { phase } = snapshot;

  if (phase === 'done') {
    return (
      <MediaSuccessModal
        title={t('uploadDialog.successTitle')}
        body={t('uploadDialog.successBody')}
        onOk={onOk}
        testId="upload-dialog"
      />
    );
  }

  if (phase === 'failed') {
    return (
      <MediaProblemModal
        title={t('uploadDialog.failedTitle')}
        onClose={onOk}
        testId="upload-dialog"
      >
        <p className="text-center break-words text-slate-700">
          {uploadFailureText(t, snapshot.error)}
        </p>
      </MediaProblemModal>
    );
  }

  const percent = uploadPercent(snapshot);
  const offline = phase === 'offline';
  const paused = phase === 'paused';
  const status = offline
    ? t('uploadDialog.offline')
    : paused
      ? t('uploadDialog.paused')
      : phase === 'finishing'
        ? t('uploadDialog.finishing')
        : t('uploadDialog.sending');
  return (
    <Dialog
      title={t('uploadDialog.title')}
      testId="upload-dialog"
      icon={<UploadStateIcon offline={offline} />}
    >
      <p className="truncate text-center text-sm text-slate-600" title={fileName}>
        {fileName}
      </p>
      <div className="mt-4 space-y-2">
        <ProgressBar
          percent={percent}
          label={t('uploadDialog.progressLabel')}
          tone={offline || paused ? 'amber' : 'red'}
          testId="upload-progress"
        />
        <div className="flex justify-between gap-2 text-sm text-slate-600 tabular-nums">
          <span>
            {t('uploadDialog.bytes', {
              sent: formatBytes(snapshot.bytesSent),
              total: formatBytes(snapshot.bytesTotal),
            })}
          </span>
          <span className="font-semibold text-slate-900" data-testid="upload-percent">
            {percent}%
          </span>
        </div>
      </div>
      <p
        role="status"
        data-testid="upload-phase"
        data-phase={phase}
        className={`mt-3 rounded-lg p-2.5 text-center text-sm ${
          offline ? 'bg-amber-50 text-amber-900' : 'bg-slate-50 text-slate-700'
        }`}
      >
        {status}
      </p>
      <div className="mt-5 flex flex-col gap-2 sm:flex-row-reverse">
        <PauseResumeButton
          stopped={paused || offline}
          finishing={phase === 'finishing'}
          onPause={onPause}
          onResume={onResume}
          width="flex-1"
          autoFocus
        />
        {paused && (
          <Button variant="secondary" onClick={onCancel} className="flex-1">
            {t('uploadDialog.later')}
          </Button>
        )}
      </div>
      {paused && (
        <p className="mt-3 text-center text-xs text-slate-500">{t('uploadDialog.laterHint')}</p>
      )}
    </Dialog>
  );
}
