import type { AdminVideo } from '@academy/shared';
import { formatDuration } from '@academy/shared';
import { GripVertical } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { VideoRowActions } from './video-row-actions.tsx';
import { VideoRowEditForm, type InlineEdit } from './video-row-edit-form.tsx';
import { VideoStatusBadge } from './video-status-badge.tsx';

export type { InlineEdit };

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
  const playPath = `/admin/courses/${courseId}/videos/${video._id}`;

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
          <VideoRowEditForm initial={editing} onSave={onSave} onCancel={() => setEditing(null)} />
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
        <VideoRowActions
          video={video}
          playPath={playPath}
          togglingFreePreview={togglingFreePreview}
          onToggleFreePreview={onToggleFreePreview}
          onEdit={() =>
            setEditing({
              title: video.title,
              description: video.description,
              order: String(video.order),
            })
          }
          onDelete={onDelete}
        />
      )}
    </li>
  );
}
