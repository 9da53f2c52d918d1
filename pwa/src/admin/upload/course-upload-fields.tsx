import { AlertTriangle, ImagePlus, Info } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COURSE_CATEGORIES, COURSE_LEVELS } from '../../catalogue/catalogue-constants.ts';
import { categoryLabel, levelLabel } from '../../catalogue/course-labels.ts';
import { Card, Field, inputClass } from '../videos/media-ui.tsx';
import { formatBytes } from '../videos/video-upload-rules.ts';
import { cutTags, type CourseUploadValues } from './course-upload-rules.ts';

/**
 * The course part of Upload New Course (spec 001 §5): title, description, price (number, min 0, step
 * 0.01), category, level, tags (cut to three on leaving the field, with the warning), the optional
 * WhatsApp group and its link, and the thumbnail with a preview.
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
  const { t } = useTranslation(['admin-media', 'catalogue']);
  const [tagsCut, setTagsCut] = useState(false);
  const mark = (field: string) => ({
    'aria-invalid': invalid.has(field) || undefined,
    className: inputClass(invalid.has(field)),
  });

  return (
    <>
      <Card title={t('course.details')}>
        <Field label={t('course.title')} required>
          {(id) => (
            <input
              id={id}
              value={values.title}
              maxLength={200}
              onChange={(e) => onChange({ title: e.target.value })}
              {...mark('title')}
            />
          )}
        </Field>
        <Field label={t('course.description')} required>
          {(id) => (
            <textarea
              id={id}
              rows={5}
              value={values.description}
              onChange={(e) => onChange({ description: e.target.value })}
              {...mark('description')}
            />
          )}
        </Field>
        <div className="grid gap-4 sm:grid-cols-3">
          <Field label={t('course.price')} hint={t('course.priceHint')} required>
            {(id, hintId) => (
              <input
                id={id}
                type="number"
                inputMode="decimal"
                min={0}
                step={0.01}
                value={values.price}
                aria-describedby={hintId}
                onChange={(e) => onChange({ price: e.target.value })}
                {...mark('price')}
              />
            )}
          </Field>
          <Field label={t('course.category')} required>
            {(id) => (
              <select
                id={id}
                value={values.category}
                onChange={(e) => onChange({ category: e.target.value })}
                {...mark('category')}
              >
                <option value="">{t('course.chooseCategory')}</option>
                {COURSE_CATEGORIES.map((category) => (
                  <option key={category} value={category}>
                    {categoryLabel(t, category)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={t('course.level')} required>
            {(id) => (
              <select
                id={id}
                value={values.level}
                onChange={(e) => onChange({ level: e.target.value })}
                {...mark('level')}
              >
                <option value="">{t('course.chooseLevel')}</option>
                {COURSE_LEVELS.map((level) => (
                  <option key={level} value={level}>
                    {levelLabel(t, level)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <Field label={t('course.tags')} hint={t('course.tagsHint')}>
          {(id, hintId) => (
            <>
              <input
                id={id}
                value={values.tags}
                aria-describedby={hintId}
                onChange={(e) => {
                  onChange({ tags: e.target.value });
                  setTagsCut(false);
                }}
                onBlur={() => {
                  const { text, cut } = cutTags(values.tags);
                  if (text !== values.tags) onChange({ tags: text });
                  setTagsCut(cut);
                }}
                {...mark('tags')}
              />
              {tagsCut && (
                <p
                  role="status"
                  data-testid="tags-cut"
                  className="mt-1.5 flex items-center gap-1.5 text-sm font-medium text-amber-700"
                >
                  <AlertTriangle className="h-4 w-4 shrink-0" aria-hidden />
                  {t('course.tagsCut')}
                </p>
              )}
            </>
          )}
        </Field>
      </Card>

      <Card title={t('course.whatsapp')}>
        <label className="flex items-center gap-3 text-slate-800">
          <input
            type="checkbox"
            checked={values.hasWhatsappGroup}
            onChange={(e) => onChange({ hasWhatsappGroup: e.target.checked })}
            className="h-5 w-5 rounded border-slate-300 accent-red-700"
          />
          <span className="font-medium">{t('course.hasWhatsapp')}</span>
        </label>
        {values.hasWhatsappGroup && (
          <Field label={t('course.whatsappLink')} required>
            {(id) => (
              <input
                id={id}
                type="url"
                inputMode="url"
                placeholder="https://chat.whatsapp.com/…"
                value={values.whatsappGroupLink}
                onChange={(e) => onChange({ whatsappGroupLink: e.target.value })}
                {...mark('whatsappGroupLink')}
              />
            )}
          </Field>
        )}
        <p className="flex gap-2 rounded-lg bg-sky-50 p-3 text-sm text-sky-900">
          <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          {t('course.whatsappHelp')}
        </p>
      </Card>

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
        <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg bg-white px-4 font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50">
          <ImagePlus className="h-4 w-4" aria-hidden />
          {file ? t('course.thumbnailReplace') : t('course.thumbnailChoose')}
          <input
            type="file"
            accept="image/*"
            className="sr-only"
            aria-invalid={invalid || undefined}
            data-testid="thumbnail-input"
            onChange={(e) => onChange(e.target.files?.[0] ?? null)}
          />
        </label>
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
