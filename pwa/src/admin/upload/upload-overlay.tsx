import type { TFunction } from 'i18next';
import { CheckCircle2, Circle, Loader2, RotateCw, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { ProgressDialog } from '../../ui/progress-dialog.tsx';
import { MediaProblemModal, MediaSuccessModal } from '../videos/media-modals.tsx';
import { serverText, uploadFailureText } from '../videos/media-messages.ts';
import { ProgressBar } from '../videos/media-ui.tsx';
import {
  overallPercent,
  type CreateFailure,
  type LessonRunState,
  type RunState,
} from './course-upload-run-state.ts';
import type { StepStatus } from './upload-run-store.ts';
import { PauseResumeButton } from '../videos/pause-resume-button.tsx';

/** Why the course could not be created (spec 001 §8 Course upload). */
export function createFailureText(t: TFunction, failure: CreateFailure | null): string {
  switch (failure?.kind) {
    // The same sentences as a lesson's upload.
    case 'timeout':
    case 'network':
    case 'noToken':
      return uploadFailureText(t, failure);
    case 'noId':
      return t('admin-media:overlay.errors.noCourseId');
    case 'server': {
      const status = /^Request failed with status (\d+)$/.exec(failure.message);
      if (status) return t('admin-media:overlay.errors.status', { status: status[1] });
      return t('admin-media:overlay.errors.course', { message: serverText(t, failure.message) });
    }
    default:
      return t('admin-media:overlay.errors.createFailed');
  }
}

/** Why the thumbnail did not go: the server's sentence, the network, or "Failed to upload thumbnail". */
export function thumbnailFailureText(
  t: TFunction,
  failure: RunState['thumbnail']['error'],
): string {
  if (failure?.kind === 'server') return serverText(t, failure.message);
  if (
    failure?.kind === 'network' ||
    failure?.kind === 'missingFile' ||
    failure?.kind === 'timeout'
  ) {
    return uploadFailureText(t, failure);
  }
  return t('admin-media:overlay.errors.thumbnail');
}

/**
 * The Upload New Course overlay (spec 001 §4): loading with the overall progress and each part's own,
 * then "Course Uploaded Successfully" or "Upload Failed" with the reason and OK. When the course was
 * created but some parts failed, it names them and offers to retry just those.
 */
export function UploadOverlay({
  run,
  onPause,
  onResume,
  onRetry,
  onOk,
  onClose,
}: {
  run: RunState;
  onPause: () => void;
  onResume: () => void;
  onRetry: () => void;
  onOk: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin-media');

  if (run.phase === 'success') {
    return (
      <MediaSuccessModal
        title={t('overlay.successTitle')}
        body={t('overlay.successBody', { count: run.lessons.length })}
        onOk={onOk}
        testId="upload-overlay"
      />
    );
  }

  if (run.phase === 'failed') {
    const courseCreated = !!run.courseId;
    return (
      <MediaProblemModal
        title={t('overlay.failedTitle')}
        onClose={onClose}
        testId="upload-overlay"
        action={
          courseCreated && (
            <Button size="lg" onClick={onRetry} data-autofocus className="flex-1" icon={RotateCw}>
              {t('overlay.retryFailed')}
            </Button>
          )
        }
      >
        {courseCreated ? (
          <>
            <p className="text-center text-slate-700">
              {t('overlay.partsFailed', { title: run.courseTitle })}
            </p>
            <FailedParts run={run} />
          </>
        ) : (
          <p className="text-center break-words text-slate-700" data-testid="overlay-message">
            {createFailureText(t, run.create.error)}
          </p>
        )}
      </MediaProblemModal>
    );
  }

  const percent = overallPercent(run);
  const current = run.lessons.find((lesson) => lesson.key === run.current);
  const paused = current?.phase === 'paused';
  const offline = current?.phase === 'offline';
  return (
    <ProgressDialog
      title={t('overlay.uploading')}
      activity="uploading"
      offline={offline}
      testId="upload-overlay"
    >
      <div className="space-y-1.5">
        <div className="flex justify-between text-sm">
          <span className="font-medium text-slate-700">{t('overlay.overall')}</span>
          <span className="font-semibold text-slate-900 tabular-nums" data-testid="overall-percent">
            {percent}%
          </span>
        </div>
        <ProgressBar percent={percent} label={t('overlay.overall')} testId="overall-progress" />
      </div>
      <ul className="mt-4 space-y-2 text-sm">
        <Step status={run.create.status} label={t('overlay.stepCreate')} />
        <Step status={run.thumbnail.status} label={t('overlay.stepThumbnail')} />
        {run.lessons.map((lesson, index) => (
          <LessonStep key={lesson.key} lesson={lesson} n={index + 1} />
        ))}
      </ul>
      {offline && (
        <p
          role="status"
          className="mt-3 rounded-lg bg-amber-50 p-2.5 text-center text-sm text-amber-900"
        >
          {t('uploadDialog.offline')}
        </p>
      )}
      <p className="mt-3 text-center text-xs text-slate-500">{t('overlay.keepOpen')}</p>
      {current && (
        <div className="mt-4">
          <PauseResumeButton
            stopped={paused || offline}
            finishing={current.phase === 'finishing'}
            onPause={onPause}
            onResume={onResume}
            width="w-full"
          />
        </div>
      )}
    </ProgressDialog>
  );
}

function StepIcon({ status }: { status: StepStatus }) {
  if (status === 'done')
    return <CheckCircle2 className="h-4 w-4 shrink-0 text-green-600" aria-hidden />;
  if (status === 'failed') return <XCircle className="h-4 w-4 shrink-0 text-red-600" aria-hidden />;
  if (status === 'running') {
    return <Loader2 className="h-4 w-4 shrink-0 animate-spin text-red-700" aria-hidden />;
  }
  return <Circle className="h-4 w-4 shrink-0 text-slate-300" aria-hidden />;
}

function Step({ status, label }: { status: StepStatus; label: string }) {
  return (
    <li className="flex items-center gap-2" data-status={status}>
      <StepIcon status={status} />
      <span className="min-w-0 flex-1 truncate text-slate-800">{label}</span>
    </li>
  );
}

function LessonStep({ lesson, n }: { lesson: LessonRunState; n: number }) {
  const { t } = useTranslation('admin-media');
  const percent =
    lesson.status === 'done'
      ? 100
      : lesson.fileSize > 0
        ? Math.floor((Math.min(lesson.bytesSent, lesson.fileSize) / lesson.fileSize) * 100)
        : 0;
  const label = t('overlay.stepLesson', { n, title: lesson.title });
  return (
    <li className="space-y-1" data-testid="lesson-step" data-status={lesson.status}>
      <div className="flex items-center gap-2">
        <StepIcon status={lesson.status} />
        <span className="min-w-0 flex-1 truncate text-slate-800">{label}</span>
        <span className="text-xs text-slate-500 tabular-nums">{percent}%</span>
      </div>
      <ProgressBar
        percent={percent}
        label={label}
        tone={
          lesson.status === 'done'
            ? 'green'
            : lesson.phase === 'offline' || lesson.phase === 'paused'
              ? 'amber'
              : 'red'
        }
      />
    </li>
  );
}

function FailedParts({ run }: { run: RunState }) {
  const { t } = useTranslation('admin-media');
  const failed = run.lessons
    .map((lesson, index) => ({ lesson, n: index + 1 }))
    .filter(({ lesson }) => lesson.status !== 'done');
  return (
    <ul
      className="mt-3 max-h-56 space-y-2 overflow-y-auto rounded-lg bg-red-50 p-3 text-sm text-red-900"
      data-testid="failed-parts"
    >
      {run.thumbnail.status !== 'done' && (
        <li>
          <span className="font-semibold">{t('overlay.stepThumbnail')}</span>
          {': '}
          {run.thumbnail.error
            ? thumbnailFailureText(t, run.thumbnail.error)
            : t('overlay.notSent')}
        </li>
      )}
      {failed.map(({ lesson, n }) => (
        <li key={lesson.key} className="break-words">
          <span className="font-semibold">
            {t('overlay.stepLesson', { n, title: lesson.title })}
          </span>
          {': '}
          {lesson.error ? uploadFailureText(t, lesson.error) : t('overlay.notSent')}
        </li>
      ))}
    </ul>
  );
}
