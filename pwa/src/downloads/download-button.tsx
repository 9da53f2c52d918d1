import type { CourseVideoItem } from '@academy/shared';
import { CheckCircle2, Download, RotateCw, WifiOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getToken } from '../session/auth-storage.ts';
import { formatMegabytes } from '../media/index.ts';
import { ButtonLink } from '../ui/button-link.tsx';
import { Button } from '../ui/button.tsx';
import { ProgressBar } from '../ui/progress-bar.tsx';
import { downloads } from './lazy-downloads.ts';
import { DeleteDownloadButton, DeleteDownloadDialog } from './delete-download.tsx';
import { DownloadDialog } from './download-dialog.tsx';
import { percentOf, useDownload, useUserId, type DownloadSummary } from './use-download.ts';

/**
 * Under the player, for a signed-in learner on a lesson they may watch (issue 11): Download (asking
 * first, with the size), then the download's progress, a wait for the connection, or Downloaded with
 * Delete and a link to the Downloads list.
 */
export function DownloadButton(props: {
  courseId: string;
  courseTitle: string;
  lesson: CourseVideoItem;
}) {
  const { t, i18n } = useTranslation('downloads');
  const userId = useUserId();
  const download = useDownload(props.lesson._id);
  const [asking, setAsking] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const size = (bytes: number) => formatMegabytes(bytes, i18n.language);
  if (!userId || !props.lesson.hasAccess || props.lesson.sizes.length === 0) return null;
  if (download === undefined) return <div className="h-11" aria-hidden />;

  const start = (rendition: DownloadSummary['rendition']) => {
    const token = getToken();
    setAsking(false);
    if (!token) return;
    void downloads().then((d) =>
      d.downloadLesson({
        userId,
        token,
        courseId: props.courseId,
        courseTitle: props.courseTitle,
        lesson: props.lesson,
        rendition,
      }),
    );
  };

  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="download-block">
      {download ? (
        <DownloadStatus
          download={download}
          size={size}
          onRetry={() => void downloads().then((d) => d.retryDownload(download.id))}
          onDelete={() => setDeleting(true)}
        />
      ) : (
        <Button
          variant="secondary"
          icon={<Download className="h-4 w-4" aria-hidden />}
          onClick={() => setAsking(true)}
          data-testid="download-button"
        >
          {t('button.download')}
        </Button>
      )}
      <ButtonLink to="/downloads" variant="ghost">
        {t('button.list')}
      </ButtonLink>
      {asking && (
        <DownloadDialog
          title={props.lesson.title}
          sizes={props.lesson.sizes}
          onConfirm={start}
          onCancel={() => setAsking(false)}
        />
      )}
      {deleting && download && (
        <DeleteDownloadDialog
          id={download.id}
          title={download.lesson.title}
          onClose={() => setDeleting(false)}
        />
      )}
    </div>
  );
}

/** A download's state in words, with what can be done about it. */
export function DownloadStatus({
  download,
  size,
  onRetry,
  onDelete,
}: {
  download: DownloadSummary;
  size: (bytes: number) => string;
  onRetry: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('downloads');
  const percent = percentOf(download);
  const deleteButton = (
    <DeleteDownloadButton cancels={download.state !== 'complete'} onClick={onDelete} />
  );
  if (download.state === 'complete')
    return (
      <>
        <span
          className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-green-800"
          data-testid="download-state"
          data-state="complete"
        >
          <CheckCircle2 className="h-5 w-5" aria-hidden />
          {t('button.downloaded', { size: size(download.storedBytes) })}
        </span>
        {deleteButton}
      </>
    );
  if (download.state === 'failed')
    return (
      <>
        <span
          role="alert"
          className="text-sm font-semibold text-red-800"
          data-testid="download-state"
          data-state="failed"
        >
          {t(`problems.${download.problem ?? 'unknown'}`)}
        </span>
        <Button
          variant="secondary"
          icon={<RotateCw className="h-4 w-4" aria-hidden />}
          onClick={onRetry}
        >
          {t('button.retry')}
        </Button>
        {deleteButton}
      </>
    );
  const waiting = download.state === 'waiting';
  return (
    <>
      <div
        className="min-w-48 flex-1 sm:max-w-72"
        data-testid="download-state"
        data-state={download.state}
        data-percent={percent}
      >
        <p className="flex items-center gap-1.5 text-sm font-semibold text-slate-800">
          {waiting && <WifiOff className="h-4 w-4" aria-hidden />}
          {t(waiting ? 'button.waiting' : 'button.downloading', { percent })}
        </p>
        <ProgressBar
          percent={percent}
          label={t('button.downloading', { percent })}
          className="mt-1"
        />
      </div>
      {deleteButton}
    </>
  );
}
