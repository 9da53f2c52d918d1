import { useTranslation } from 'react-i18next';
import { Card } from '../../ui/card.tsx';
import { Select, TextArea, TextInput } from '../../ui/controls.tsx';
import { Field } from '../../ui/field.tsx';
import { textBinder } from '../course-form/bind-text.ts';
import { CourseFields } from '../course-form/course-fields.tsx';
import { ProblemList } from '../videos/media-ui.tsx';
import { COURSE_STATUS_VALUES, type CourseFormValues } from './course-form-rules.ts';

/**
 * The Edit Course form (spec 001 §5): the course fields shared with Upload New Course, its status, and
 * the course page's extra facts. Problems are listed together above the fields under "Please fix the
 * following errors:" and each field is marked.
 */
export function CourseEditForm({
  values,
  onChange,
  problems,
  invalidFields,
}: {
  values: CourseFormValues;
  onChange: (change: Partial<CourseFormValues>) => void;
  problems: string[];
  invalidFields: ReadonlySet<keyof CourseFormValues>;
}) {
  const { t } = useTranslation('admin-courses');
  const bind = textBinder(values, onChange);
  return (
    <div className="space-y-6">
      <ProblemList problems={problems} testId="form-errors" />
      <CourseFields
        values={values}
        onChange={onChange}
        invalid={invalidFields}
        extra={
          <Field label={t('form.status')}>
            <Select
              {...bind('status')}
              options={COURSE_STATUS_VALUES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
            />
          </Field>
        }
      />
      <MoreAboutCourse values={values} onChange={onChange} />
    </div>
  );
}

/** What the course page shows besides the shared fields: instructor, language, learn, requirements. */
function MoreAboutCourse({
  values,
  onChange,
}: {
  values: CourseFormValues;
  onChange: (change: Partial<CourseFormValues>) => void;
}) {
  const { t } = useTranslation('admin-courses');
  const bind = textBinder(values, onChange);
  return (
    <Card title={t('form.more')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('form.instructor')} hint={t('form.instructorHint')}>
          <TextInput maxLength={120} {...bind('instructor')} />
        </Field>
        <Field label={t('form.language')}>
          <Select
            {...bind('language')}
            options={[
              { value: 'ti', label: t('form.languages.ti') },
              { value: 'en', label: t('form.languages.en') },
            ]}
          />
        </Field>
      </div>
      <Field label={t('form.learn')} hint={t('form.linesHint')}>
        <TextArea rows={4} {...bind('whatYouWillLearn')} />
      </Field>
      <Field label={t('form.requirements')} hint={t('form.linesHint')}>
        <TextArea rows={3} {...bind('requirements')} />
      </Field>
    </Card>
  );
}
