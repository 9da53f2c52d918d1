import { AlertTriangle, Info } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COURSE_CATEGORIES, COURSE_LEVELS } from '../../catalogue/catalogue-constants.ts';
import { categoryLabel, levelLabel } from '../../catalogue/course-labels.ts';
import { COURSE_STATUS_VALUES, cutTags, type CourseFormValues } from './course-form-rules.ts';

/**
 * The Edit Course form's fields (spec 001 §5): title, description, price (number, min 0, step 0.01),
 * status, category, level, tags (cut to three on leaving the field, with the warning), the WhatsApp
 * group and its link, and the course page's extra facts. Problems are listed together above the
 * fields under "Please fix the following errors:" and each field is marked.
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
  const { t } = useTranslation(['admin-courses', 'catalogue']);
  const [tagsCut, setTagsCut] = useState(false);
  const categories: string[] = [...COURSE_CATEGORIES];
  if (values.category && !categories.includes(values.category)) categories.push(values.category);

  const field = (name: keyof CourseFormValues) => ({
    'aria-invalid': invalidFields.has(name) || undefined,
    className: `block w-full rounded-lg border px-3 py-2.5 text-slate-900 focus:ring-2 focus:outline-none ${
      invalidFields.has(name)
        ? 'border-red-400 focus:border-red-500 focus:ring-red-200'
        : 'border-slate-300 focus:border-red-500 focus:ring-red-100'
    }`,
  });

  return (
    <div className="space-y-6">
      {problems.length > 0 && (
        <div
          role="alert"
          className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-900"
          data-testid="form-errors"
        >
          <p className="flex items-center gap-2 font-semibold">
            <AlertTriangle className="h-5 w-5" aria-hidden />
            {t('form.errorsTitle')}
          </p>
          <ul className="mt-2 list-disc space-y-0.5 pl-7 text-sm">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      )}

      <Section title={t('form.details')}>
        <Field label={t('form.title')} required>
          {(id) => (
            <input
              id={id}
              value={values.title}
              maxLength={200}
              onChange={(e) => onChange({ title: e.target.value })}
              {...field('title')}
            />
          )}
        </Field>
        <Field label={t('form.description')} required>
          {(id) => (
            <textarea
              id={id}
              rows={6}
              value={values.description}
              onChange={(e) => onChange({ description: e.target.value })}
              {...field('description')}
            />
          )}
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('form.price')} hint={t('form.priceHint')} required>
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
                {...field('price')}
              />
            )}
          </Field>
          <Field label={t('form.status')}>
            {(id) => (
              <select
                id={id}
                value={values.status}
                onChange={(e) => onChange({ status: e.target.value as CourseFormValues['status'] })}
                {...field('status')}
              >
                {COURSE_STATUS_VALUES.map((status) => (
                  <option key={status} value={status}>
                    {t(`status.${status}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={t('form.category')} required>
            {(id) => (
              <select
                id={id}
                value={values.category}
                onChange={(e) => onChange({ category: e.target.value })}
                {...field('category')}
              >
                <option value="">{t('form.chooseCategory')}</option>
                {categories.map((category) => (
                  <option key={category} value={category}>
                    {categoryLabel(t, category)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={t('form.level')} required>
            {(id) => (
              <select
                id={id}
                value={values.level}
                onChange={(e) => onChange({ level: e.target.value })}
                {...field('level')}
              >
                <option value="">{t('form.chooseLevel')}</option>
                {COURSE_LEVELS.map((level) => (
                  <option key={level} value={level}>
                    {levelLabel(t, level)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <Field label={t('form.tags')} hint={t('form.tagsHint')}>
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
                {...field('tags')}
              />
              {tagsCut && (
                <p
                  role="status"
                  className="mt-1.5 flex items-center gap-1.5 text-sm font-medium text-amber-700"
                >
                  <AlertTriangle className="h-4 w-4" aria-hidden />
                  {t('form.tagsCut')}
                </p>
              )}
            </>
          )}
        </Field>
      </Section>

      <Section title={t('form.whatsapp')}>
        <label className="flex items-center gap-3 text-slate-800">
          <input
            type="checkbox"
            checked={values.hasWhatsappGroup}
            onChange={(e) => onChange({ hasWhatsappGroup: e.target.checked })}
            className="h-5 w-5 rounded border-slate-300 text-red-700 focus:ring-red-500"
          />
          <span className="font-medium">{t('form.hasWhatsapp')}</span>
        </label>
        {values.hasWhatsappGroup && (
          <Field label={t('form.whatsappLink')} required>
            {(id) => (
              <input
                id={id}
                type="url"
                inputMode="url"
                placeholder="https://chat.whatsapp.com/…"
                value={values.whatsappGroupLink}
                onChange={(e) => onChange({ whatsappGroupLink: e.target.value })}
                {...field('whatsappGroupLink')}
              />
            )}
          </Field>
        )}
        <p className="flex gap-2 rounded-lg bg-sky-50 p-3 text-sm text-sky-900">
          <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          {t('form.whatsappHelp')}
        </p>
      </Section>

      <Section title={t('form.more')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('form.instructor')} hint={t('form.instructorHint')}>
            {(id, hintId) => (
              <input
                id={id}
                value={values.instructor}
                maxLength={120}
                aria-describedby={hintId}
                onChange={(e) => onChange({ instructor: e.target.value })}
                {...field('instructor')}
              />
            )}
          </Field>
          <Field label={t('form.language')}>
            {(id) => (
              <select
                id={id}
                value={values.language}
                onChange={(e) =>
                  onChange({ language: e.target.value as CourseFormValues['language'] })
                }
                {...field('language')}
              >
                <option value="ti">{t('form.languages.ti')}</option>
                <option value="en">{t('form.languages.en')}</option>
              </select>
            )}
          </Field>
        </div>
        <Field label={t('form.learn')} hint={t('form.linesHint')}>
          {(id, hintId) => (
            <textarea
              id={id}
              rows={4}
              value={values.whatYouWillLearn}
              aria-describedby={hintId}
              onChange={(e) => onChange({ whatYouWillLearn: e.target.value })}
              {...field('whatYouWillLearn')}
            />
          )}
        </Field>
        <Field label={t('form.requirements')} hint={t('form.linesHint')}>
          {(id, hintId) => (
            <textarea
              id={id}
              rows={3}
              value={values.requirements}
              aria-describedby={hintId}
              onChange={(e) => onChange({ requirements: e.target.value })}
              {...field('requirements')}
            />
          )}
        </Field>
      </Section>
    </div>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id={id} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Field({
  label,
  hint,
  required = false,
  children,
}: {
  label: string;
  hint?: string;
  required?: boolean;
  children: (id: string, hintId: string | undefined) => React.ReactNode;
}) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-700">
        {label}
        {required && (
          <span className="ml-0.5 text-red-600" aria-hidden>
            *
          </span>
        )}
      </label>
      {children(id, hintId)}
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
    </div>
  );
}
