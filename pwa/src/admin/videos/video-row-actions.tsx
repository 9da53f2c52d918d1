import type { AdminVideo } from '@academy/shared';
import { Pencil, Play, RefreshCw, Trash2, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LabelledIconButton } from '../../ui/labelled-icon-button.tsx';

/** The foot of a lesson row: the free-preview switch, then Play, Edit, Re-upload and Delete. */
export function VideoRowActions({
  video,
  playPath,
  togglingFreePreview,
  onToggleFreePreview,
  onEdit,
  onDelete,
}: {
  video: AdminVideo;
  playPath: string;
  togglingFreePreview: boolean;
  onToggleFreePreview: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('admin-media');
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 px-3 py-2">
      <label className="inline-flex min-h-9 cursor-pointer items-center gap-2 text-sm font-medium text-slate-700">
        <button
          type="button"
          role="switch"
          aria-checked={video.isFreePreview}
          disabled={togglingFreePreview}
          onClick={onToggleFreePreview}
          data-testid="free-preview-switch"
          className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition disabled:opacity-60 ${
            video.isFreePreview ? 'bg-green-600' : 'bg-slate-300'
          }`}
        >
          <span
            className={`inline-block h-5 w-5 rounded-full bg-white shadow transition ${
              video.isFreePreview ? 'translate-x-5' : 'translate-x-0.5'
            }`}
          />
        </button>
        {t('fields.freePreview')}
      </label>
      <div className="flex flex-wrap gap-1">
        <RowActionLink to={playPath} icon={Play} label={t('manager.play')} />
        <RowActionButton icon={Pencil} label={t('manager.edit')} onClick={onEdit} />
        <RowActionLink to={`${playPath}/edit`} icon={RefreshCw} label={t('manager.reupload')} />
        <RowActionButton icon={Trash2} label={t('manager.delete')} onClick={onDelete} danger />
      </div>
    </div>
  );
}

// Icons only on phones (the names stay for screen readers), so the actions fit on one line.
const actionClass =
  'inline-flex min-h-10 min-w-10 items-center justify-center gap-1.5 rounded-lg px-2.5 text-sm font-semibold hover:bg-slate-100';

function RowActionLink({ to, icon: Icon, label }: { to: string; icon: LucideIcon; label: string }) {
  return (
    <Link to={to} className={`${actionClass} text-slate-700`}>
      <Icon className="h-4 w-4" aria-hidden />
      <span className="sr-only sm:not-sr-only">{label}</span>
    </Link>
  );
}

function RowActionButton({
  icon: Icon,
  label,
  onClick,
  danger = false,
}: {
  icon: LucideIcon;
  label: string;
  onClick: () => void;
  danger?: boolean;
}) {
  return (
    <LabelledIconButton
      onClick={onClick}
      className={`${actionClass} ${danger ? 'text-red-700 hover:bg-red-50' : 'text-slate-700'}`}
      icon={Icon}
    >
      <span className="sr-only sm:not-sr-only">{label}</span>
    </LabelledIconButton>
  );
}
