import type { RenditionSize } from './rendition-size.ts';
import type { VideoStatus } from './video.schema.ts';

/**
 * Videos as the API answers them. Every URL is root-relative (`/api/...`), resolved against the API's
 * origin. `videoUrl` is an HLS master playlist behind a signed link that expires at `expiresAt`; the
 * playlists it leads to carry signed segment links and `#EXT-X-KEY` URIs pointing at
 * `GET /api/videos/{id}/key?v={version}`, which needs the viewer's bearer token unless the lesson is a
 * free preview (add `Authorization` to key requests in the player's request filter). A 403 on a
 * playlist or segment means the link expired: fetch `GET /api/videos/{id}` again for a fresh one
 * (spec 000 §4 Video link: refresh when it expires within 5 minutes, and on 403).
 */
export interface VideoLinks {
  /** Signed master playlist, or null when the viewer may not watch it or no version is ready yet. */
  videoUrl: string | null;
  /** The same as `videoUrl` (spec 000 §3 Video `videoUrl/url`). */
  url: string | null;
  /** A still frame (JPEG) behind a signed link, or null. */
  posterUrl: string | null;
  /** ISO 8601: when `videoUrl` and `posterUrl` stop working; null with no links. */
  expiresAt: string | null;
  /**
   * Each rendition's signed media playlist by its `sizes` name (`180p/index.m3u8` behind the same
   * expiry as `videoUrl`): the very links the master playlist names, so a player that knows which
   * rendition it starts on can fetch that playlist beside the master instead of after it. Absent with
   * no links.
   */
  playlistUrls?: Record<string, string>;
}

interface VideoCore {
  _id: string;
  id: string;
  courseId: string;
  title: string;
  description: string;
  /** Seconds (0 while unknown). */
  duration: number;
  /** From 1; lessons are listed by it. */
  order: number;
  isFreePreview: boolean;
  status: VideoStatus;
  /** ISO 8601. */
  createdAt: string;
  updatedAt: string;
  /**
   * What the playing version costs per rendition, pictures smallest first then audio only
   * (`sortRenditionSizes`); empty when no version plays or its sizes were never measured.
   */
  sizes: RenditionSize[];
}

/** `GET /api/videos/{videoId}` `data.video` (spec 001 §7 and 000 §7). */
export interface VideoView extends VideoCore, VideoLinks {
  /** Transcoding progress of the newest upload, 0-100 (100 once nothing is pending). */
  progress: number;
  /** Why the newest upload could not be processed, or null. */
  errorReason: string | null;
  /** The admin who uploaded it (user id), or null. */
  uploadedBy: string | null;
  /** The file version being played (raised by each re-upload), or null before the first is ready. */
  version: number | null;
  /** Storage key of the master playlist; admins only (null for others). */
  s3Key: string | null;
  hasAccess: boolean;
  isLocked: boolean;
  lockReason: VideoLockReason | null;
}

/**
 * Why a lesson is locked: a visitor must sign in (and buy the course), a learner must buy it.
 * The PWA words the notice (spec 000 §4 Video).
 */
export type VideoLockReason = 'sign_in_required' | 'purchase_required';

/** A lesson in `GET /api/videos/course/{id}/version/1` `data.videos`, in order. */
export interface CourseVideoItem extends VideoCore, VideoLinks {
  hasAccess: boolean;
  isLocked: boolean;
  lockReason: VideoLockReason | null;
  /**
   * The signed-in learner's progress on the lesson (spec 000 §3 Video `progress`, `completed`): whole
   * percent, 100 once complete (the progress calls' completionPercentage). 0 and false for visitors
   * and admins, who have none.
   */
  progress: number;
  completed: boolean;
}

/** `GET /api/videos/course/{id}/version/1` `data`. Learners and visitors see active lessons only. */
export interface CourseVideosData {
  courseId: string;
  videos: CourseVideoItem[];
  userHasPurchased: boolean;
  videoCount: number;
  /** Seconds. */
  totalDuration: number;
}

/** A newer file of an already playable video: being processed, or failed (the old one keeps playing). */
export interface VideoReupload {
  version: number;
  status: 'processing' | 'error';
  progress: number;
  errorReason: string | null;
}

/**
 * How much of the playing version's ladder learners get (issue 28): `playable` while they play its
 * first rungs (360p and less, and the audio) and the bigger ones still encode (`progress` counts
 * them); `all` once every rung is published; `none` while nothing plays.
 */
export type VideoQualities = 'none' | 'playable' | 'all';

/** The admin's view: every state, processing progress and reasons (video manager, upload dialogs). */
export interface AdminVideo extends VideoView {
  qualities: VideoQualities;
  /** The newest uploaded version (equal to `version` when nothing newer is pending). */
  latestVersion: number;
  reupload: VideoReupload | null;
}

/** `GET /api/admin/courses/{id}/videos` `data`. */
export interface AdminCourseVideosData {
  course: { _id: string; id: string; title: string };
  videos: AdminVideo[];
  videoCount: number;
  /** Seconds, over every video whatever its state. */
  totalDuration: number;
}

/** `POST /api/videos/upload` (201) and `GET /api/uploads/{uploadId}/video` `data.video`. */
export interface VideoUploadResult {
  video: AdminVideo;
}

/**
 * `GET /api/uploads/{uploadId}/video`: what became of a tus upload. `uploading` until the last byte;
 * `accepted` with the video (processing) once the file was checked; `rejected` with the reason.
 */
export interface UploadStatusData {
  uploadId: string;
  state: 'uploading' | 'accepted' | 'rejected';
  videoId: string | null;
  version: number | null;
  errorReason: string | null;
  video: AdminVideo | null;
}

/** The copy-protection block of spec 000 §3 Video (`drm`). */
export interface VideoDrmInfo {
  enabled: true;
  /** HLS with AES-128 segments; the key comes from `keyUrl`. */
  scheme: 'hls-aes-128';
  keyUrl: string | null;
  /** A server-side protection session (valid 60 minutes), or null for a visitor on a free preview. */
  sessionId: string | null;
  sessionExpiresAt: string | null;
  /** 12 hexadecimal characters from SHA-256 of user, video and time (spec 000 §9). */
  watermarkData: string;
  /**
   * 8 hexadecimal characters that name the viewer (a keyed hash of the learner), shown moving over
   * every frame so a leaked recording leads back to its viewer. Null for visitors and admins.
   */
  viewerCode: string | null;
  /** `videoUrl` sealed for the session; `POST /api/drm/decrypt-url` opens it. Null without a session. */
  encryptedUrl: string | null;
}

/** `GET /api/drm/videos/{id}` `data`. */
export interface DrmVideoData {
  video: VideoView & { drm: VideoDrmInfo };
}

/** `GET /api/drm/courses/{id}/videos?version=` `data`. */
export interface DrmCourseVideosData {
  course: { _id: string; id: string; videos: CourseVideoItem[] };
  userHasPurchased: boolean;
  drm: { enabled: true; scheme: 'hls-aes-128' };
}

/** `GET /api/drm/stats` `data` (admins). */
export interface DrmStatsData {
  activeSessions: number;
  videos: Record<VideoStatus, number> & { total: number };
  encryption: 'AES-128';
  linkLifetimeSeconds: number;
}
