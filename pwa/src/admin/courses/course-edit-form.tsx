import { useTranslation } from 'react-i18next';
import { Card } from '../../ui/card.tsx';
import { Select, TextArea, TextInput } from '../../ui/controls.tsx';
import { Field } from '../../ui/field.tsx';
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
              value={values.status}
              onChange={(e) => onChange({ status: e.target.value as CourseFormValues['status'] })}
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
  return (
    <Card title={t('form.more')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('form.instructor')} hint={t('form.instructorHint')}>
          <TextInput
            value={values.instructor}
            maxLength={120}
            onChange={(e) => onChange({ instructor: e.target.value })}
          />
        </Field>
        <Field label={t('form.language')}>
          <Select
            value={values.language}
            onChange={(e) => onChange({ language: e.target.value as CourseFormValues['language'] })}
            options={[
              { value: 'ti', label: t('form.languages.ti') },
              { value: 'en', label: t('form.languages.en') },
            ]}
          />
        </Field>
      </div>
      <Field label={t('form.learn')} hint={t('form.linesHint')}>
        <TextArea
          rows={4}
          value={values.whatYouWillLearn}
          onChange={(e) => onChange({ whatYouWillLearn: e.target.value })}
        />
      </Field>
      <Field label={t('form.requirements')} hint={t('form.linesHint')}>
        <TextArea
          rows={3}
          value={values.requirements}
          onChange={(e) => onChange({ requirements: e.target.value })}
        />
      </Field>
    </Card>
  );
}
