import { AlertTriangle, CheckCircle2, ListVideo, Plus, RotateCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadFailureText } from '../videos/media-messages.ts';
import { Card } from '../videos/media-ui.tsx';
import { FilePicker } from '../videos/video-file-picker.tsx';
import { ThumbnailPicker } from './course-upload-fields.tsx';
import type { RunState } from './course-upload-run-state.ts';
import { thumbnailFailureText } from './upload-overlay.tsx';
import { isSameFile } from './upload-run-store.ts';
import { Button } from '../../ui/button.tsx';

/**
 * A course that exists but whose upload did not finish (failed parts, or a reload in the middle):
 * what is in, what is not and why, the files to choose again where the page no longer has them (the
 * same file continues where it stopped), Retry for just those parts, or leave the rest for the video
 * manager. The admin is never left guessing what the course is missing.
 */
export function UploadRecoveryPanel({
  run,
  hasFile,
  onFile,
  onRetry,
  onOpenManager,
  onStartOver,
}: {
  run: RunState;
  hasFile: (key: string) => boolean;
  onFile: (key: string, file: File) => void;
  onRetry: () => void;
  onOpenManager: () => void;
  onStartOver: () => void;
}) {
  const { t } = useTranslation('admin-media');
  // Re-render when a file is chosen (the runner holds the files).
  const [chosen, setChosen] = useState<Record<string, File>>({});
  const choose = (key: string, file: File | null) => {
    if (!file) return;
    onFile(key, file);
    setChosen((current) => ({ ...current, [key]: file }));
  };
  const thumbnailMissing = run.thumbnail.status !== 'done' && !hasFile('thumbnail');
  const lessonsMissing = run.lessons.filter((l) => l.status !== 'done' && !hasFile(l.key));
  const ready = !thumbnailMissing && lessonsMissing.length === 0;
  const left =
    run.lessons.filter((l) => l.status !== 'done').length +
    (run.thumbnail.status !== 'done' ? 1 : 0);

  return (
    <div className="space-y-5" data-testid="upload-recovery">
      <div className="flex gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-950">
        <AlertTriangle className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />
        <div className="min-w-0">
          <p className="font-semibold">{t('recovery.title', { title: run.courseTitle })}</p>
          <p className="mt-1 text-sm">{t('recovery.body', { count: left })}</p>
        </div>
      </div>

      <Card title={t('recovery.parts')}>
        <ul className="space-y-4">
          <li className="space-y-2">
            <PartHeading
              done={run.thumbnail.status === 'done'}
              label={t('overlay.stepThumbnail')}
              reason={run.thumbnail.error ? thumbnailFailureText(t, run.thumbnail.error) : null}
            />
            {run.thumbnail.status !== 'done' && !hasFile('thumbnail') && (
              <ThumbnailPicker
                file={chosen.thumbnail ?? null}
                invalid={false}
                onChange={(file) => choose('thumbnail', file!)}
              />
            )}
          </li>
          {run.lessons.map((lesson, index) => {
            const done = lesson.status === 'done';
            const file = chosen[lesson.key] ?? null;
            return (
              <li
                key={lesson.key}
                className="space-y-2 border-t border-slate-100 pt-3"
                data-testid="recovery-lesson"
              >
                <PartHeading
                  done={done}
                  label={t('overlay.stepLesson', { n: index + 1, title: lesson.title })}
                  reason={lesson.error ? uploadFailureText(t, lesson.error) : null}
                />
                {!done && (
                  <>
                    {/* The page still holds the file: it goes again, unless another is chosen. */}
                    {hasFile(lesson.key) && !file && (
                      <p className="text-sm text-slate-600">
                        {t('recovery.fileKept', { name: lesson.fileName })}
                      </p>
                    )}
                    <FilePicker
                      file={file}
                      invalid={false}
                      onChange={(f) => choose(lesson.key, f!)}
                      label={
                        hasFile(lesson.key)
                          ? t('recovery.chooseOther')
                          : t('recovery.chooseAgain', { name: lesson.fileName })
                      }
                    />
                    {file && (
                      <p className="text-xs text-slate-600">
                        {isSameFile(file, lesson)
                          ? t('recovery.sameFile')
                          : t('recovery.otherFile')}
                      </p>
                    )}
                  </>
                )}
              </li>
            );
          })}
        </ul>
      </Card>

      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" size="lg" onClick={onStartOver} icon={Plus}>
          {t('recovery.startOver')}
        </Button>
        <Button variant="secondary" size="lg" onClick={onOpenManager} icon={ListVideo}>
          {t('recovery.openManager')}
        </Button>
        <Button size="lg" onClick={onRetry} disabled={!ready} icon={RotateCw}>
          {t('overlay.retryFailed')}
        </Button>
      </div>
      {!ready && <p className="text-right text-sm text-slate-600">{t('recovery.chooseFiles')}</p>}
    </div>
  );
}

function PartHeading({
  done,
  label,
  reason,
}: {
  done: boolean;
  label: string;
  reason: string | null;
}) {
  const { t } = useTranslation('admin-media');
  return (
    <div className="flex items-start gap-2">
      {done ? (
        <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-green-600" aria-hidden />
      ) : (
        <AlertTriangle className="mt-0.5 h-5 w-5 shrink-0 text-red-600" aria-hidden />
      )}
      <div className="min-w-0">
        <p className="font-medium break-words text-slate-900">{label}</p>
        <p className={`text-sm ${done ? 'text-green-700' : 'text-red-700'}`}>
          {done ? t('recovery.done') : (reason ?? t('overlay.notSent'))}
        </p>
      </div>
    </div>
  );
}
