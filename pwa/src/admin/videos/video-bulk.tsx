import type { AdminVideo } from '@academy/shared';
import { Eye, EyeOff, Loader2, Trash2, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
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
  const actions = [
    { label: t('manager.bulkPreviewOnAction'), icon: Eye, onClick: onPreviewOn },
    { label: t('manager.bulkPreviewOffAction'), icon: EyeOff, onClick: onPreviewOff },
    { label: t('manager.bulkDeleteAction'), icon: Trash2, onClick: onDelete, danger: true },
  ];
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
      {actions.map(({ label, icon, onClick, danger }) => (
        <Button
          key={label}
          size="sm"
          variant={danger ? 'danger' : 'secondary'}
          disabled={busy}
          onClick={onClick}
          icon={icon}
        >
          {label}
        </Button>
      ))}
      <LabelledIconButton
        onClick={onClear}
        aria-label={t('manager.clearSelection')}
        className="rounded-lg p-2 text-red-900 hover:bg-red-100"
        icon={X}
      />
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
    <ConfirmDialog
      title={t('manager.deleteTitle', { count: videos.length })}
      confirmLabel={t('manager.deleteConfirm', { count: videos.length })}
      cancelLabel={t('common.cancel')}
      onConfirm={onConfirm}
      onCancel={onCancel}
      testId="delete-videos-dialog"
      icon={<Trash2 className="h-10 w-10 text-red-600" aria-hidden />}
    >
      <p className="text-slate-600">{t('manager.deleteBody')}</p>
      <ul className="mt-3 max-h-40 list-disc space-y-0.5 overflow-y-auto rounded-lg bg-slate-50 py-2 pr-2 pl-7 text-left text-sm text-slate-800">
        {videos.map((video) => (
          <li key={video._id} className="break-words">
            {video.title}
          </li>
        ))}
      </ul>
    </ConfirmDialog>
  );
}
