import { ImagePlus } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../ui/card.tsx';
import { CourseFields } from '../course-form/course-fields.tsx';
import { ImageFileButton } from '../course-form/image-file-button.tsx';
import { formatBytes } from '../videos/video-upload-rules.ts';
import type { CourseUploadValues } from './course-upload-rules.ts';

/**
 * The course part of Upload New Course (spec 001 §5): the course fields shared with Edit Course, and
 * the thumbnail with a preview.
 */
export function CourseUploadFields({
  values,
  onChange,
  invalid,
}: {
  values: CourseUploadValues;
  onChange: (patch: Partial<CourseUploadValues>) => void;
  invalid: ReadonlySet<string>;
}) {
  const { t } = useTranslation('admin-media');
  return (
    <>
      <CourseFields values={values} onChange={onChange} invalid={invalid} />
      <Card title={t('course.thumbnail')}>
        <ThumbnailPicker
          file={values.thumbnail}
          invalid={invalid.has('thumbnail')}
          onChange={(thumbnail) => onChange({ thumbnail })}
        />
      </Card>
    </>
  );
}

export function ThumbnailPicker({
  file,
  invalid,
  onChange,
}: {
  file: File | null;
  invalid: boolean;
  onChange: (file: File | null) => void;
}) {
  const { t } = useTranslation('admin-media');
  const preview = useMemo(
    () => (file && file.type.startsWith('image/') ? URL.createObjectURL(file) : null),
    [file],
  );
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );
  return (
    <div className="grid gap-4 sm:grid-cols-[16rem_1fr] sm:items-center">
      <div
        className={`flex aspect-video items-center justify-center overflow-hidden rounded-xl ring-1 ${
          invalid ? 'bg-red-50 ring-red-300' : 'bg-slate-100 ring-slate-200'
        }`}
      >
        {preview ? (
          <img
            src={preview}
            alt={t('course.thumbnailPreview')}
            className="h-full w-full object-cover"
          />
        ) : (
          <ImagePlus className="h-10 w-10 text-slate-400" aria-hidden />
        )}
      </div>
      <div className="space-y-2">
        <ImageFileButton
          label={file ? t('course.thumbnailReplace') : t('course.thumbnailChoose')}
          onFile={onChange}
          invalid={invalid}
          testId="thumbnail-input"
        />
        {file && (
          <p className="text-sm break-all text-slate-700">
            {file.name} · {formatBytes(file.size)}
          </p>
        )}
        <p className="text-xs text-slate-500">{t('course.thumbnailHint')}</p>
      </div>
    </div>
  );
}
