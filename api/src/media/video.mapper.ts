import type {
  AdminVideo,
  CourseVideoItem,
  CourseVideoListItem,
  VideoLinks,
  VideoView,
} from '@academy/shared';
import { dirOf, joinMediaPath } from './playlist.ts';
import { renditionSizes } from './rendition-sizes.ts';
import type { VideoRecord } from './video.repository.ts';
import type { VideoAccess } from './video-access.ts';
import type { MediaLinks } from './signed-links.ts';

/** Builds what clients see from rows; no row is ever sent as it is. */

const NO_LINKS: VideoLinks = { videoUrl: null, url: null, posterUrl: null, expiresAt: null };

/** Signed links to the playing version, when there is one and the viewer may watch it. */
export async function videoLinks(
  links: MediaLinks,
  video: VideoRecord,
  hasAccess: boolean,
): Promise<VideoLinks> {
  if (!hasAccess || video.activeVersion === null || !video.activeMaster || !video.activePrefix) {
    return NO_LINKS;
  }
  const exp = links.expiry();
  const master = links.apiUrl(video.id, video.activeVersion, video.activeMaster, exp);
  const posterUrl = video.activePoster
    ? await links.fileUrl(
        video.id,
        video.activeVersion,
        video.activePrefix,
        video.activePoster,
        exp,
      )
    : null;
  // Signed as media-serving.ts signs the master's links when it serves it: the same path (a
  // rendition's `playlist` is the master's own URI for it) and the master's expiry, which its links
  // never outlive, give the same link.
  const playlistUrls: Record<string, string> = {};
  for (const { name, playlist } of video.activeRenditions ?? []) {
    const path = playlist ? safeJoin(dirOf(video.activeMaster), playlist) : null;
    if (path) playlistUrls[name] = links.apiUrl(video.id, video.activeVersion, path, exp);
  }
  return {
    videoUrl: master,
    url: master,
    posterUrl,
    expiresAt: new Date(exp * 1000).toISOString(),
    playlistUrls,
  };
}

function safeJoin(dir: string, uri: string): string | null {
  try {
    return joinMediaPath(dir, uri);
  } catch {
    return null; // not a path the media route would serve: the master's own link still plays
  }
}

function core(video: VideoRecord) {
  return {
    _id: video.id,
    id: video.id,
    courseId: video.courseId,
    title: video.title,
    description: video.description,
    duration: video.durationSeconds ?? 0,
    order: video.order,
    isFreePreview: video.isFreePreview,
    status: video.status,
    createdAt: video.createdAt.toISOString(),
    updatedAt: video.updatedAt.toISOString(),
    sizes: playingSizes(video),
  };
}

/** The playing version's sizes; none while no version plays (its renditions are not served). */
const playingSizes = (video: VideoRecord) =>
  renditionSizes(video.activeVersion === null ? null : video.activeRenditions);

export function toVideoView(
  video: VideoRecord,
  access: VideoAccess,
  links: VideoLinks,
  isAdmin: boolean,
): VideoView {
  return {
    ...core(video),
    ...links,
    progress: video.progress,
    errorReason: video.errorReason,
    uploadedBy: video.uploadedBy,
    version: video.activeVersion,
    s3Key:
      isAdmin && video.activePrefix && video.activeMaster
        ? `${video.activePrefix}/${video.activeMaster}`
        : null,
    hasAccess: access.hasAccess,
    isLocked: !access.hasAccess,
    lockReason: access.lockReason,
  };
}

export function toAdminVideo(video: VideoRecord, links: VideoLinks): AdminVideo {
  const pending = video.activeVersion !== null && video.latestVersion > video.activeVersion;
  return {
    ...toVideoView(video, { hasAccess: true, lockReason: null }, links, true),
    latestVersion: video.latestVersion,
    qualities: video.activeVersion === null ? 'none' : video.activePartial ? 'playable' : 'all',
    reupload: pending
      ? {
          version: video.latestVersion,
          status: video.latestStatus === 'error' ? 'error' : 'processing',
          progress: video.progress,
          errorReason: video.errorReason,
        }
      : null,
  };
}

export function toCourseVideoItem(
  video: VideoRecord,
  access: VideoAccess,
  links: VideoLinks,
  learnerProgress: { completionPercentage: number; isCompleted: boolean } | null,
): CourseVideoItem {
  return {
    ...core(video),
    ...links,
    hasAccess: access.hasAccess,
    isLocked: !access.hasAccess,
    lockReason: access.lockReason,
    progress: learnerProgress?.completionPercentage ?? 0,
    completed: learnerProgress?.isCompleted ?? false,
  };
}

/** The lesson as the catalogue's course answers list it. */
export function toCourseVideoListItem(video: VideoRecord): CourseVideoListItem & {
  status: VideoRecord['status'];
} {
  return {
    _id: video.id,
    id: video.id,
    title: video.title,
    description: video.description || null,
    duration: video.durationSeconds ?? 0,
    order: video.order,
    isFreePreview: video.isFreePreview,
    status: video.status,
    sizes: playingSizes(video),
  };
}
