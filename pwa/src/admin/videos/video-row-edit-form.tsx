import { Save, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { controlClass as inputClass } from '../../ui/controls.tsx';
import { Button } from '../../ui/button.tsx';
import { parseOrder } from './video-upload-rules.ts';

export interface InlineEdit {
  title: string;
  description: string;
  order: number;
}

/** The in-place edit of a lesson in the video manager: title, order and description, Save, Cancel. */
export function VideoRowEditForm({
  initial,
  onSave,
  onCancel,
}: {
  initial: { title: string; description: string; order: string };
  /** Resolves true when saved (the row then leaves edit mode). */
  onSave: (edit: InlineEdit) => Promise<boolean>;
  onCancel: () => void;
}) {
  const { t } = useTranslation('admin-media');
  const [editing, setEditing] = useState(initial);
  const [saving, setSaving] = useState(false);
  const [orderProblem, setOrderProblem] = useState(false);

  const handleSave = async (event: React.FormEvent) => {
    event.preventDefault();
    // Spec 001 §5: order is a number and falls back to 0, which is then refused (at least 1).
    const order = parseOrder(editing.order);
    if (order < 1 || !editing.title.trim()) {
      setOrderProblem(order < 1);
      return;
    }
    setSaving(true);
    const saved = await onSave({
      title: editing.title.trim(),
      description: editing.description.trim(),
      order,
    });
    setSaving(false);
    if (saved) onCancel();
  };

  return (
    <form onSubmit={(e) => void handleSave(e)} className="min-w-0 flex-1 space-y-2">
      <div className="grid gap-2 sm:grid-cols-[1fr_6rem]">
        <input
          value={editing.title}
          onChange={(e) => setEditing({ ...editing, title: e.target.value })}
          aria-label={t('fields.title')}
          aria-invalid={!editing.title.trim() || undefined}
          maxLength={200}
          className={inputClass(!editing.title.trim())}
        />
        <input
          type="number"
          inputMode="numeric"
          min={1}
          value={editing.order}
          onChange={(e) => {
            setEditing({ ...editing, order: e.target.value });
            setOrderProblem(false);
          }}
          aria-label={t('fields.order')}
          aria-invalid={orderProblem || undefined}
          className={inputClass(orderProblem)}
        />
      </div>
      <textarea
        value={editing.description}
        onChange={(e) => setEditing({ ...editing, description: e.target.value })}
        aria-label={t('fields.description')}
        rows={2}
        className={inputClass(false)}
      />
      {orderProblem && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {t('errors.orderMin')}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" busy={saving} icon={Save}>
          {t('manager.save')}
        </Button>
        <Button variant="secondary" size="sm" onClick={onCancel} icon={X}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
