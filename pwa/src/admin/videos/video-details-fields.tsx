import { useTranslation } from 'react-i18next';
import { Checkbox, TextArea, TextInput } from '../../ui/controls.tsx';
import { Field } from '../../ui/field.tsx';
import { Card } from './media-ui.tsx';
import type { VideoFormField, VideoFormValues } from './video-upload-rules.ts';

/** The lesson's details on the upload form: title, description, order, duration and free preview. */
export function VideoDetailsFields({
  values,
  invalid,
  busy,
  change,
}: {
  values: VideoFormValues;
  invalid: ReadonlySet<VideoFormField>;
  busy: boolean;
  change: (patch: Partial<VideoFormValues>) => void;
}) {
  const { t } = useTranslation('admin-media');
  return (
    <Card title={t('uploadPage.details')}>
      <Field label={t('fields.title')} required invalid={invalid.has('title')}>
        <TextInput
          value={values.title}
          maxLength={200}
          disabled={busy}
          onChange={(e) => change({ title: e.target.value })}
        />
      </Field>
      <Field label={t('fields.description')} required invalid={invalid.has('description')}>
        <TextArea
          rows={4}
          value={values.description}
          disabled={busy}
          onChange={(e) => change({ description: e.target.value })}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t('fields.order')}
          hint={t('fields.orderHint')}
          required
          invalid={invalid.has('order')}
        >
          <TextInput
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            value={values.order}
            disabled={busy}
            onChange={(e) => change({ order: e.target.value })}
          />
        </Field>
        <Field
          label={t('fields.duration')}
          hint={t('fields.durationHint')}
          invalid={invalid.has('duration')}
        >
          <TextInput
            value={values.duration}
            placeholder="MM:SS"
            inputMode="numeric"
            disabled={busy}
            onChange={(e) => change({ duration: e.target.value })}
          />
        </Field>
      </div>
      <Checkbox
        className="rounded-lg bg-slate-50 p-3"
        label={t('fields.freePreview')}
        hint={t('fields.freePreviewHint')}
        checked={values.isFreePreview}
        disabled={busy}
        onChange={(e) => change({ isFreePreview: e.target.checked })}
      />
    </Card>
  );
}
