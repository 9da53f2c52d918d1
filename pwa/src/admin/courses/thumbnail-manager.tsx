import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ImagePlus, Loader2, Upload, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminCourseDetail } from '@academy/shared';
import { CourseThumbnail } from '../../catalogue/course-thumbnail.tsx';
import { useToast } from '../../shell/toast.tsx';
import { ApiError } from '../../api/api-client.ts';
import { updateCourse, uploadThumbnail } from './admin-courses-api.ts';
import { courseChanged } from './admin-course-queries.ts';
import { thumbnailProblem } from './course-form-rules.ts';
import { serverSentence } from './course-messages.ts';
import { ThumbnailHistory } from './thumbnail-history.tsx';
import { LabelledIconButton } from '../../ui/labelled-icon-button.tsx';

/**
 * Thumbnail management on the edit page (spec 001 §4, §5): a chosen image is checked and previewed
 * locally, then uploaded on request; every earlier thumbnail stays in the history and can be restored.
 */
export function ThumbnailManager({ course }: { course: AdminCourseDetail }) {
  const { t } = useTranslation('admin-courses');
  const toast = useToast();
  const queryClient = useQueryClient();
  const inputId = useId();
  const [chosen, setChosen] = useState<{ file: File; url: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const file = chosen?.file ?? null;
  const preview = chosen?.url ?? null;

  // The local preview's object URL lives as long as the chosen file.
  useEffect(() => {
    if (!chosen) return;
    return () => URL.revokeObjectURL(chosen.url);
  }, [chosen]);

  const explain = (error: unknown, fallbackKey: string) => {
    if (error instanceof ApiError && error.status === 400) {
      const message = serverSentence(error.message);
      return message.raw ?? t(message.key);
    }
    if (error instanceof ApiError && error.isNetworkError) return t('overlay.network');
    return t(fallbackKey);
  };

  const upload = useMutation({
    mutationFn: (chosen: File) => uploadThumbnail(course._id, chosen),
    retry: false,
    onSuccess: (result) => {
      courseChanged(queryClient, result.course);
      setChosen(null);
      toast.success(t('thumbnail.uploaded'));
    },
    onError: (error) => toast.error(explain(error, 'thumbnail.uploadFailed')),
  });

  const restore = useMutation({
    mutationFn: (thumbnailURL: string) => updateCourse(course._id, { thumbnailURL }),
    retry: false,
    onSuccess: (updated) => {
      courseChanged(queryClient, updated);
      toast.success(t('thumbnail.restored'));
    },
    onError: (error) => toast.error(explain(error, 'thumbnail.restoreFailed')),
  });

  const handleChoose = (event: React.ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (!picked) return;
    const key = thumbnailProblem(picked);
    setProblem(key);
    setChosen(key ? null : { file: picked, url: URL.createObjectURL(picked) });
  };

  const busy = upload.isPending || restore.isPending;

  return (
    <section
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
      aria-labelledby={`${inputId}-title`}
    >
      <h2 id={`${inputId}-title`} className="text-lg font-bold text-slate-900">
        {t('thumbnail.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-500">{t('thumbnail.recommended')}</p>

      <div
        className="mt-4 overflow-hidden rounded-xl ring-1 ring-slate-200"
        data-testid="thumbnail-current"
      >
        <CourseThumbnail src={preview ?? course.thumbnailURL} eager>
          {preview && (
            <span className="absolute inset-x-0 bottom-0 bg-amber-500/95 px-3 py-1 text-center text-xs font-semibold text-white">
              {t('thumbnail.preview')}
            </span>
          )}
        </CourseThumbnail>
      </div>

      {problem && (
        <p
          role="alert"
          className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800"
        >
          {t(problem)}
        </p>
      )}

      <div className="mt-4 flex flex-wrap gap-2">
        <label
          htmlFor={inputId}
          className={`inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-lg bg-white px-3 text-sm font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50 ${busy ? 'pointer-events-none opacity-50' : ''}`}
        >
          <ImagePlus className="h-4 w-4" aria-hidden />
          {file ? t('thumbnail.replace') : t('thumbnail.choose')}
        </label>
        <input
          id={inputId}
          type="file"
          accept="image/*"
          className="sr-only"
          onChange={handleChoose}
          disabled={busy}
          data-testid="thumbnail-input"
        />
        {file && (
          <>
            <button
              type="button"
              onClick={() => upload.mutate(file)}
              disabled={busy}
              className="inline-flex min-h-10 items-center gap-2 rounded-lg bg-red-700 px-3 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-70"
            >
              {upload.isPending ? (
                <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
              ) : (
                <Upload className="h-4 w-4" aria-hidden />
              )}
              {upload.isPending ? t('thumbnail.uploading') : t('thumbnail.upload')}
            </button>
            <LabelledIconButton
              onClick={() => setChosen(null)}
              disabled={busy}
              className="inline-flex min-h-10 items-center gap-2 rounded-lg px-3 text-sm font-semibold text-slate-600 hover:bg-slate-100 disabled:opacity-50"
              icon={X}
            >
              {t('thumbnail.discard')}
            </LabelledIconButton>
          </>
        )}
      </div>

      <ThumbnailHistory
        history={course.thumbnailHistory}
        busy={busy}
        onRestore={(thumbnailURL) => restore.mutate(thumbnailURL)}
      />
    </section>
  );
}
