import type { AdminVideo } from '@academy/shared';
import { Eye, EyeOff, Loader2, Trash2, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/dialog.tsx';
import { LabelledIconButton } from '../../ui/labelled-icon-button.tsx';

/** The actions on the selected videos (spec 001 §2 bulk selection). */
export function BulkBar({
  count,
  busy,
  onPreviewOn,
  onPreviewOff,
  onDelete,
  onClear,
}: {
  count: number;
  busy: boolean;
  onPreviewOn: () => void;
  onPreviewOff: () => void;
  onDelete: () => void;
  onClear: () => void;
}) {
  const { t } = useTranslation('admin-media');
  const button =
    'inline-flex min-h-9 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold disabled:opacity-60';
  return (
    <div
      role="toolbar"
      aria-label={t('manager.bulkLabel')}
      data-testid="bulk-bar"
      className="flex flex-wrap items-center gap-2 rounded-xl bg-red-50 px-3 py-2 ring-1 ring-red-200"
    >
      <span className="mr-auto text-sm font-semibold text-red-900">
        {busy && <Loader2 className="mr-1 inline h-4 w-4 animate-spin" aria-hidden />}
        {t('manager.selected', { count })}
      </span>
      <LabelledIconButton
        disabled={busy}
        onClick={onPreviewOn}
        className={`${button} bg-white text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50`}
        icon={Eye}
      >
        {t('manager.bulkPreviewOnAction')}
      </LabelledIconButton>
      <LabelledIconButton
        disabled={busy}
        onClick={onPreviewOff}
        className={`${button} bg-white text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50`}
        icon={EyeOff}
      >
        {t('manager.bulkPreviewOffAction')}
      </LabelledIconButton>
      <LabelledIconButton
        disabled={busy}
        onClick={onDelete}
        className={`${button} bg-red-700 text-white hover:bg-red-800`}
        icon={Trash2}
      >
        {t('manager.bulkDeleteAction')}
      </LabelledIconButton>
      <button
        type="button"
        onClick={onClear}
        aria-label={t('manager.clearSelection')}
        className="rounded-lg p-2 text-red-900 hover:bg-red-100"
      >
        <X className="h-4 w-4" aria-hidden />
      </button>
    </div>
  );
}

export function DeleteVideosDialog({
  videos,
  onCancel,
  onConfirm,
}: {
  videos: AdminVideo[];
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('admin-media');
  return (
    <Dialog
      alert
      title={t('manager.deleteTitle', { count: videos.length })}
      onClose={onCancel}
      testId="delete-videos-dialog"
      icon={<Trash2 className="h-10 w-10 text-red-600" aria-hidden />}
    >
      <p className="text-center text-slate-600">{t('manager.deleteBody')}</p>
      <ul className="mt-3 max-h-40 list-disc space-y-0.5 overflow-y-auto rounded-lg bg-slate-50 py-2 pr-2 pl-7 text-sm text-slate-800">
        {videos.map((video) => (
          <li key={video._id} className="break-words">
            {video.title}
          </li>
        ))}
      </ul>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row">
        <button
          type="button"
          onClick={onCancel}
          data-autofocus
          className="min-h-11 flex-1 rounded-lg px-4 font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50"
        >
          {t('common.cancel')}
        </button>
        <button
          type="button"
          onClick={onConfirm}
          className="min-h-11 flex-1 rounded-lg bg-red-700 px-4 font-semibold text-white hover:bg-red-800"
        >
          {t('manager.deleteConfirm', { count: videos.length })}
        </button>
      </div>
    </Dialog>
  );
}
