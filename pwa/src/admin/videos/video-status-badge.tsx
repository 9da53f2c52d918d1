import type { AdminVideo, VideoStatus } from '@academy/shared';
import { AlertTriangle, CheckCircle2, HelpCircle, Loader2, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * A video's state (spec 001 §4): active green, processing yellow with the transcoder's progress, error
 * red with the reason; any other value seen in the data grey. An active video says both moments of
 * issue 28: "playable" (learners play its small rungs) with the progress of the bigger ones, then
 * "all qualities". The map is exhaustive over VideoStatus,
 * so a new state cannot be added without its badge.
 */
const STATUS_LOOK: Record<VideoStatus, { className: string; icon: LucideIcon; spin?: boolean }> = {
  active: { className: 'bg-green-100 text-green-800 ring-green-600/20', icon: CheckCircle2 },
  processing: {
    className: 'bg-yellow-100 text-yellow-800 ring-yellow-600/30',
    icon: Loader2,
    spin: true,
  },
  error: { className: 'bg-red-100 text-red-800 ring-red-600/20', icon: AlertTriangle },
};

/** Learners can play it; the bigger qualities are still being made. */
const PLAYABLE_LOOK = {
  className: 'bg-emerald-50 text-emerald-800 ring-emerald-600/30',
  icon: Loader2,
  spin: true,
};

/** Learners can play it on its first rungs, but the bigger qualities failed (the reason is its title). */
const PLAYABLE_FAILED_LOOK = {
  className: 'bg-amber-100 text-amber-900 ring-amber-600/30',
  icon: AlertTriangle,
};

const OTHER_LOOK = { className: 'bg-slate-200 text-slate-700 ring-slate-500/20', icon: HelpCircle };

function isKnownStatus(status: string): status is VideoStatus {
  return Object.hasOwn(STATUS_LOOK, status);
}

export function VideoStatusBadge({
  video,
}: {
  video: Pick<AdminVideo, 'status' | 'progress' | 'errorReason'> &
    Partial<Pick<AdminVideo, 'qualities'>>;
}) {
  const { t } = useTranslation('admin-media');
  const status = String(video.status);
  const known = isKnownStatus(status);
  const playable = status === 'active' && video.qualities === 'playable';
  // The transcoder keeps a lesson served on its first rungs when only the bigger ones failed
  // (failVersion's `kept`): nothing more is coming, and the admin should see why.
  const biggerFailed = playable && Boolean(video.errorReason);
  const look = biggerFailed
    ? PLAYABLE_FAILED_LOOK
    : playable
      ? PLAYABLE_LOOK
      : known
        ? STATUS_LOOK[status]
        : OTHER_LOOK;
  const Icon = look.icon;
  const progress = Math.round(video.progress ?? 0);
  const label = !known
    ? status || t('status.unknown')
    : status === 'processing'
      ? t('status.processingProgress', { progress })
      : biggerFailed
        ? t('status.playableFailed')
        : playable
          ? t('status.playableProgress', { progress })
          : status === 'active' && video.qualities === 'all'
            ? t('status.allQualities')
            : t(`status.${status}`);
  return (
    <span
      data-testid="video-status"
      data-status={status}
      data-qualities={video.qualities}
      title={
        (status === 'error' || biggerFailed) && video.errorReason ? video.errorReason : undefined
      }
      className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${look.className}`}
    >
      <Icon
        className={`h-3.5 w-3.5 ${'spin' in look && look.spin ? 'animate-spin motion-reduce:animate-none' : ''}`}
        aria-hidden
      />
      {label}
    </span>
  );
}
