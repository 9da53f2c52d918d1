import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Upload, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminCourseDetail } from '@academy/shared';
import { CourseThumbnail } from '../../courses/index.ts';
import { useToast } from '../../ui/toast.tsx';
import { ApiError } from '../../api/api-client.ts';
import { updateCourse, uploadThumbnail } from './admin-courses-api.ts';
import { courseChanged } from './admin-course-queries.ts';
import { ImageFileButton } from '../course-form/image-file-button.tsx';
import { thumbnailProblem } from './course-form-rules.ts';
import { serverSentence } from './course-messages.ts';
import { ThumbnailHistory } from './thumbnail-history.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';

/**
 * Thumbnail management on the edit page (spec 001 §4, §5): a chosen image is checked and previewed
 * locally, then uploaded on request; every earlier thumbnail stays in the history and can be restored.
 */
export function ThumbnailManager({ course }: { course: AdminCourseDetail }) {
  const { t } = useTranslation('admin-courses');
  const toast = useToast();
  const queryClient = useQueryClient();
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

  const handleChoose = (picked: File | null) => {
    if (!picked) return;
    const key = thumbnailProblem(picked);
    setProblem(key);
    setChosen(key ? null : { file: picked, url: URL.createObjectURL(picked) });
  };

  const busy = upload.isPending || restore.isPending;

  return (
    <Card title={t('thumbnail.title')}>
      <p className="-mt-3 text-sm text-slate-500">{t('thumbnail.recommended')}</p>

      <div
        className="overflow-hidden rounded-xl ring-1 ring-slate-200"
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
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {t(problem)}
        </p>
      )}

      <div className="flex flex-wrap gap-2">
        <ImageFileButton
          label={file ? t('thumbnail.replace') : t('thumbnail.choose')}
          onFile={handleChoose}
          disabled={busy}
          testId="thumbnail-input"
        />
        {file && (
          <>
            <Button
              onClick={() => upload.mutate(file)}
              disabled={busy}
              busy={upload.isPending}
              busyLabel={t('thumbnail.uploading')}
              icon={Upload}
            >
              {t('thumbnail.upload')}
            </Button>
            <Button variant="ghost" onClick={() => setChosen(null)} disabled={busy} icon={X}>
              {t('thumbnail.discard')}
            </Button>
          </>
        )}
      </div>

      <ThumbnailHistory
        history={course.thumbnailHistory}
        busy={busy}
        onRestore={(thumbnailURL) => restore.mutate(thumbnailURL)}
      />
    </Card>
  );
}
