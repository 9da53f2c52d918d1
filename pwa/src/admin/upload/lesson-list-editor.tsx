import { Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Checkbox, TextArea, TextInput } from '../../ui/controls.tsx';
import { Field } from '../../ui/field.tsx';
import { FilePicker } from '../videos/video-file-picker.tsx';
import { lessonField, newLessonDraft, type LessonDraft } from './course-upload-rules.ts';
import { LabelledIconButton } from '../../ui/labelled-icon-button.tsx';

/**
 * The video lessons of a new course (spec 001 §2, §3 "a new video draft"): any number, each with a
 * title, description, free-preview flag, file and optional duration; the order is the position.
 */
export function LessonListEditor({
  lessons,
  onChange,
  invalid,
}: {
  lessons: LessonDraft[];
  onChange: (lessons: LessonDraft[]) => void;
  invalid: ReadonlySet<string>;
}) {
  const { t } = useTranslation('admin-media');
  const update = (key: string, patch: Partial<LessonDraft>) =>
    onChange(lessons.map((lesson) => (lesson.key === key ? { ...lesson, ...patch } : lesson)));

  return (
    <div className="space-y-4">
      {lessons.length === 0 && (
        <p
          className={`rounded-lg p-3 text-sm ${
            invalid.has('lessons') ? 'bg-red-50 text-red-900' : 'bg-slate-50 text-slate-600'
          }`}
        >
          {t('course.noLessons')}
        </p>
      )}
      <ol className="space-y-4">
        {lessons.map((lesson, index) => (
          <li
            key={lesson.key}
            data-testid="lesson-draft"
            className="space-y-3 rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200 sm:p-4"
          >
            <div className="flex items-center justify-between gap-2">
              <h3 className="font-semibold text-slate-900">
                {t('course.lessonNumber', { n: index + 1 })}
              </h3>
              <LabelledIconButton
                onClick={() => onChange(lessons.filter((l) => l.key !== lesson.key))}
                className="inline-flex min-h-9 items-center gap-1.5 rounded-lg px-2.5 text-sm font-semibold text-red-700 hover:bg-red-50"
                aria-label={t('course.removeLesson', { n: index + 1 })}
                icon={Trash2}
              >
                <span className="hidden sm:inline">{t('course.remove')}</span>
              </LabelledIconButton>
            </div>
            <Field
              label={t('fields.title')}
              required
              invalid={invalid.has(lessonField(lesson, 'title'))}
            >
              <TextInput
                value={lesson.title}
                maxLength={200}
                onChange={(e) => update(lesson.key, { title: e.target.value })}
              />
            </Field>
            <Field label={t('fields.description')}>
              <TextArea
                rows={2}
                value={lesson.description}
                onChange={(e) => update(lesson.key, { description: e.target.value })}
              />
            </Field>
            <div className="grid gap-3 sm:grid-cols-2 sm:items-end">
              <Field
                label={t('fields.duration')}
                hint={t('fields.durationHint')}
                invalid={invalid.has(lessonField(lesson, 'duration'))}
              >
                <TextInput
                  value={lesson.duration}
                  placeholder="MM:SS"
                  inputMode="numeric"
                  onChange={(e) => update(lesson.key, { duration: e.target.value })}
                />
              </Field>
              <Checkbox
                className="min-h-11 items-center self-start sm:mt-7"
                label={t('fields.freePreview')}
                checked={lesson.isFreePreview}
                onChange={(e) => update(lesson.key, { isFreePreview: e.target.checked })}
              />
            </div>
            <FilePicker
              file={lesson.file}
              invalid={invalid.has(lessonField(lesson, 'file'))}
              onChange={(file) => update(lesson.key, { file })}
              label={t('course.chooseVideo', { n: index + 1 })}
            />
          </li>
        ))}
      </ol>
      <LabelledIconButton
        onClick={() => onChange([...lessons, newLessonDraft()])}
        className="inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-xl border-2 border-dashed border-slate-300 font-semibold text-slate-700 hover:border-red-300 hover:bg-red-50 hover:text-red-800"
        icon={Plus}
        iconClassName="h-5 w-5"
      >
        {t('course.addLesson')}
      </LabelledIconButton>
    </div>
  );
}
