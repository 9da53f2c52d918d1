import type { AdminVideo } from '@academy/shared';
import { formatDuration } from '@academy/shared';
import { GripVertical, Loader2, Pencil, Play, RefreshCw, Save, Trash2, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { controlClass as inputClass } from '../../ui/controls.tsx';
import { VideoStatusBadge } from './video-status-badge.tsx';
import { parseOrder } from './video-upload-rules.ts';
import { LabelledIconButton } from '../../ui/labelled-icon-button.tsx';

export interface InlineEdit {
  title: string;
  description: string;
  order: number;
}

/**
 * One lesson in the video manager (spec 001 §2): selection box, drag handle, number, title and
 * description (edited in place), duration, state, free-preview switch and its actions.
 */
export function VideoRow({
  video,
  courseId,
  position,
  selected,
  onSelect,
  onToggleFreePreview,
  togglingFreePreview,
  onSave,
  onDelete,
  handleProps,
  rowRef,
  style,
  dragging,
}: {
  video: AdminVideo;
  courseId: string;
  position: number;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onToggleFreePreview: () => void;
  togglingFreePreview: boolean;
  /** Resolves true when saved (the row then leaves edit mode). */
  onSave: (edit: InlineEdit) => Promise<boolean>;
  onDelete: () => void;
  handleProps: Record<string, unknown>;
  rowRef: (element: HTMLElement | null) => void;
  style: React.CSSProperties | undefined;
  dragging: boolean;
}) {
  const { t } = useTranslation('admin-media');
  const [editing, setEditing] = useState<{
    title: string;
    description: string;
    order: string;
  } | null>(null);
  const [saving, setSaving] = useState(false);
  const [orderProblem, setOrderProblem] = useState(false);
  const playPath = `/admin/courses/${courseId}/videos/${video._id}`;

  const handleSave = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!editing) return;
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
    if (saved) setEditing(null);
  };

  return (
    <li
      ref={rowRef}
      style={style}
      data-testid="video-row"
      data-video-id={video._id}
      className={`rounded-xl bg-white ring-1 ${
        dragging ? 'shadow-xl ring-red-300' : selected ? 'ring-red-300' : 'ring-slate-200'
      }`}
    >
      <div className="flex items-start gap-2 p-3 sm:gap-3">
        <div className="flex shrink-0 flex-col items-center gap-1 pt-0.5 sm:flex-row sm:gap-2">
          <input
            type="checkbox"
            checked={selected}
            onChange={(e) => onSelect(e.target.checked)}
            aria-label={t('manager.select', { title: video.title })}
            className="h-5 w-5 rounded border-slate-300 accent-red-700"
          />
          <button
            type="button"
            {...handleProps}
            aria-label={t('manager.dragHandle', { title: video.title })}
            title={t('manager.dragHint')}
            className="flex h-9 w-9 cursor-grab touch-none items-center justify-center rounded-lg text-slate-400 hover:bg-slate-100 hover:text-slate-700 active:cursor-grabbing"
          >
            <GripVertical className="h-5 w-5" aria-hidden />
          </button>
        </div>
        <span className="mt-1 flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-slate-100 text-sm font-semibold text-slate-700 tabular-nums">
          {position}
        </span>

        {editing ? (
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
              <button
                type="submit"
                disabled={saving}
                className="inline-flex min-h-9 items-center gap-1.5 rounded-lg bg-red-700 px-3 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-60"
              >
                {saving ? (
                  <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
                ) : (
                  <Save className="h-4 w-4" aria-hidden />
                )}
                {t('manager.save')}
              </button>
              <LabelledIconButton
                onClick={() => setEditing(null)}
                className="inline-flex min-h-9 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50"
                icon={X}
              >
                {t('common.cancel')}
              </LabelledIconButton>
            </div>
          </form>
        ) : (
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <Link
                to={playPath}
                className="min-w-0 font-semibold break-words text-slate-900 hover:text-red-700"
              >
                {video.title}
              </Link>
              <VideoStatusBadge video={video} />
            </div>
            {video.description && (
              <p className="mt-0.5 line-clamp-2 text-sm break-words text-slate-600">
                {video.description}
              </p>
            )}
            {video.status === 'error' && video.errorReason && (
              <p className="mt-1 text-sm text-red-700" data-testid="video-error-reason">
                {video.errorReason}
              </p>
            )}
            {video.reupload && (
              <p className="mt-1 text-xs text-slate-600" data-testid="video-reupload">
                {video.reupload.status === 'processing'
                  ? t('manager.reuploadProcessing', {
                      progress: Math.round(video.reupload.progress),
                    })
                  : t('manager.reuploadFailed', { reason: video.reupload.errorReason ?? '' })}
              </p>
            )}
            <p className="mt-1 text-xs text-slate-500 tabular-nums">
              {formatDuration(video.duration)}
            </p>
          </div>
        )}
      </div>

      {!editing && (
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
            <IconLink to={playPath} icon={Play} label={t('manager.play')} />
            <IconButton
              icon={Pencil}
              label={t('manager.edit')}
              onClick={() =>
                setEditing({
                  title: video.title,
                  description: video.description,
                  order: String(video.order),
                })
              }
            />
            <IconLink to={`${playPath}/edit`} icon={RefreshCw} label={t('manager.reupload')} />
            <IconButton icon={Trash2} label={t('manager.delete')} onClick={onDelete} danger />
          </div>
        </div>
      )}
    </li>
  );
}

// Icons only on phones (the names stay for screen readers), so the actions fit on one line.
const actionClass =
  'inline-flex min-h-10 min-w-10 items-center justify-center gap-1.5 rounded-lg px-2.5 text-sm font-semibold hover:bg-slate-100';

function IconLink({ to, icon: Icon, label }: { to: string; icon: typeof Play; label: string }) {
  return (
    <Link to={to} className={`${actionClass} text-slate-700`}>
      <Icon className="h-4 w-4" aria-hidden />
      <span className="sr-only sm:not-sr-only">{label}</span>
    </Link>
  );
}

function IconButton({
  icon: Icon,
  label,
  onClick,
  danger = false,
}: {
  icon: typeof Play;
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
