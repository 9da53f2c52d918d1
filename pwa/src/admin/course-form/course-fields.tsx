import { AlertTriangle } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cutTags, type CourseFieldValues } from '@academy/shared';
import {
  COURSE_CATEGORIES,
  COURSE_LEVELS,
  categoryLabel,
  levelLabel,
} from '../../courses/index.ts';
import { Card } from '../../ui/card.tsx';
import { Checkbox, Select, TextArea, TextInput } from '../../ui/controls.tsx';
import { Field } from '../../ui/field.tsx';
import { FormTip } from '../../ui/form-tip.tsx';
import { textBinder } from './bind-text.ts';

/**
 * The course's own fields, one form for Upload New Course and Edit Course (spec 001 §5): title,
 * description, price (min 0, step 0.01), category, level, tags (cut to three on leaving the field,
 * with the warning), the WhatsApp group and its link. Their rules live once in shared/
 * (course-form.rules.ts). `extra` adds a field to the grid (Edit Course's status).
 */
export function CourseFields({
  values,
  onChange,
  invalid,
  extra,
}: {
  values: CourseFieldValues;
  onChange: (patch: Partial<CourseFieldValues>) => void;
  invalid: ReadonlySet<string>;
  extra?: ReactNode;
}) {
  const { t } = useTranslation(['admin-courses', 'catalogue']);
  const bind = textBinder(values, onChange);
  const categories: string[] = [...COURSE_CATEGORIES];
  if (values.category && !categories.includes(values.category)) categories.push(values.category);
  const categoryOptions = [
    { value: '', label: t('form.chooseCategory') },
    ...categories.map((c) => ({ value: c, label: categoryLabel(t, c) })),
  ];
  const levelOptions = [
    { value: '', label: t('form.chooseLevel') },
    ...COURSE_LEVELS.map((l) => ({ value: l, label: levelLabel(t, l) })),
  ];

  return (
    <>
      <Card title={t('form.details')}>
        <Field label={t('form.title')} required invalid={invalid.has('title')}>
          <TextInput maxLength={200} {...bind('title')} />
        </Field>
        <Field label={t('form.description')} required invalid={invalid.has('description')}>
          <TextArea rows={5} {...bind('description')} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={t('form.price')}
            hint={t('form.priceHint')}
            required
            invalid={invalid.has('price')}
          >
            <TextInput type="number" inputMode="decimal" min={0} step={0.01} {...bind('price')} />
          </Field>
          {extra}
          <Field label={t('form.category')} required invalid={invalid.has('category')}>
            <Select {...bind('category')} options={categoryOptions} />
          </Field>
          <Field label={t('form.level')} required invalid={invalid.has('level')}>
            <Select {...bind('level')} options={levelOptions} />
          </Field>
        </div>
        <TagsField value={values.tags} onChange={(tags) => onChange({ tags })} />
      </Card>
      <WhatsAppCard
        values={values}
        onChange={onChange}
        invalid={invalid.has('whatsappGroupLink')}
      />
    </>
  );
}

/** Tags as one line; on leaving the field only the first three stay, with the warning. */
function TagsField({ value, onChange }: { value: string; onChange: (tags: string) => void }) {
  const { t } = useTranslation('admin-courses');
  const [cut, setCut] = useState(false);
  return (
    <Field label={t('form.tags')} hint={t('form.tagsHint')}>
      <TextInput
        value={value}
        onChange={(e) => {
          onChange(e.target.value);
          setCut(false);
        }}
        onBlur={() => {
          const next = cutTags(value);
          if (next.text !== value) onChange(next.text);
          setCut(next.cut);
        }}
      />
      {cut && (
        <p
          role="status"
          data-testid="tags-cut"
          className="mt-1.5 flex items-center gap-1.5 text-sm font-medium text-amber-800"
        >
          <AlertTriangle className="h-4 w-4 shrink-0" aria-hidden />
          {t('form.tagsCut')}
        </p>
      )}
    </Field>
  );
}

function WhatsAppCard({
  values,
  onChange,
  invalid,
}: {
  values: CourseFieldValues;
  onChange: (patch: Partial<CourseFieldValues>) => void;
  invalid: boolean;
}) {
  const { t } = useTranslation('admin-courses');
  const bind = textBinder(values, onChange);
  return (
    <Card title={t('form.whatsapp')}>
      <Checkbox
        label={t('form.hasWhatsapp')}
        checked={values.hasWhatsappGroup}
        onChange={(e) => onChange({ hasWhatsappGroup: e.target.checked })}
      />
      {values.hasWhatsappGroup && (
        <Field label={t('form.whatsappLink')} required invalid={invalid}>
          <TextInput
            type="url"
            inputMode="url"
            placeholder="https://chat.whatsapp.com/…"
            {...bind('whatsappGroupLink')}
          />
        </Field>
      )}
      <FormTip>{t('form.whatsappHelp')}</FormTip>
    </Card>
  );
}
