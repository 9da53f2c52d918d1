import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { idColumn, writtenAt, requiredRef } from '../db/columns.ts';
import { users } from '../accounts/user.table.ts';
import { courses } from '../catalogue/course.table.ts';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * A lesson. What learners play is `active_version`; each upload of a file is a row of
 * `video_versions`, so a re-upload is processed beside the playing version and replaces it in one
 * transaction once its renditions are stored (learners keep the old one until then).
 *
 * - `status`: `active` when a version is playable; otherwise `processing` (the first file is being
 *   transcoded) or `error` (it could not be).
 * - `progress` and `error_reason` describe the newest upload (`latest_version`), whether or not an
 *   older version is playing.
 * - `duration_seconds`: what the admin typed, else what ffprobe measured (null while unknown).
 */
export const videos = pgTable(
  'videos',
  {
    id: idColumn(),
    courseId: requiredRef('course_id', () => courses.id, 'cascade'),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    order: integer('order').notNull(),
    durationSeconds: integer('duration_seconds'),
    isFreePreview: boolean('is_free_preview').notNull().default(false),
    status: text('status', { enum: ['processing', 'active', 'error'] })
      .notNull()
      .default('processing'),
    errorReason: text('error_reason'),
    progress: integer('progress').notNull().default(0),
    activeVersion: integer('active_version'),
    latestVersion: integer('latest_version').notNull().default(1),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: writtenAt('created_at'),
    updatedAt: writtenAt('updated_at'),
  },
  (t) => [
    index('videos_course_order_idx').on(t.courseId, t.order, t.createdAt),
    index('videos_status_idx').on(t.status),
    check('videos_status_check', sql`${t.status} in ('processing', 'active', 'error')`),
    check('videos_progress_check', sql`${t.progress} between 0 and 100`),
    check('videos_order_check', sql`${t.order} >= 0`),
  ],
);

export type VideoRow = typeof videos.$inferSelect;

/** What the transcoder wrote for one rendition (stored as given; the playlists are the truth). */
export interface StoredRendition {
  name: string;
  width?: number;
  height?: number;
  bandwidth?: number;
  peakBandwidth?: number;
  playlist?: string;
  /** Bytes written for the rendition (absent for versions transcoded before it was counted). */
  bytes?: number;
  [extra: string]: unknown;
}

/**
 * One uploaded file of a video and its transcoded output.
 *
 * - `key_ciphertext`: the version's own random AES-128 key, sealed with AES-256-GCM under
 *   MEDIA_MASTER_KEY (see media-keys.ts). Never stored in clear, never in storage beside the segments.
 * - `status`: `processing` -> `active` (served) -> `superseded` (a newer version replaced it; its files
 *   are deleted), or `error`. Only the `active` version of a video is ever served.
 * - `source_key`: the uploaded file in storage, until the transcoder is done with it.
 * - `storage_prefix`: where the renditions of the successful attempt live. Each attempt writes under
 *   its own folder (`videos/<id>/v<version>/a<attempt>`), so an attempt that a lost worker is still
 *   running can never mix its files into another's.
 * - `partial`: served on its first rungs only (360p and less, and the audio) while the bigger rungs
 *   still encode (issue 28): `active` with `partial` is "playable", `active` without it "all
 *   qualities". Its attempt keeps its job and heartbeat until the rest join.
 * - `attempt`, `job_id`, `heartbeat_at`: the worker holding the job, refreshed every few seconds; a
 *   worker that stops refreshing is presumed dead and its job handed to another (transcode-worker.ts).
 */
export const videoVersions = pgTable(
  'video_versions',
  {
    videoId: requiredRef('video_id', () => videos.id, 'cascade'),
    version: integer('version').notNull(),
    status: text('status', { enum: ['processing', 'active', 'superseded', 'error'] })
      .notNull()
      .default('processing'),
    keyCiphertext: bytea('key_ciphertext').notNull(),
    sourceKey: text('source_key'),
    sourceBytes: bigint('source_bytes', { mode: 'number' }),
    storagePrefix: text('storage_prefix'),
    /** File names inside the prefix, as the transcoder reported them. */
    masterPlaylist: text('master_playlist'),
    poster: text('poster'),
    renditions: jsonb('renditions').$type<StoredRendition[]>(),
    partial: boolean('partial').notNull().default(false),
    /** ffprobe's description of the uploaded file (codecs, size, frame rate), for the admin. */
    info: jsonb('info').$type<Record<string, unknown>>(),
    /** What the admin typed for this file; null means "measure it". */
    requestedDurationSeconds: integer('requested_duration_seconds'),
    /** Measured by ffprobe (at upload, then by the transcoder). */
    probedDurationSeconds: real('probed_duration_seconds'),
    progress: integer('progress').notNull().default(0),
    error: text('error'),
    attempt: integer('attempt').notNull().default(0),
    jobId: text('job_id'),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: writtenAt('created_at'),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.videoId, t.version] }),
    index('video_versions_processing_idx')
      .on(t.heartbeatAt)
      .where(sql`${t.status} = 'processing'`),
    check(
      'video_versions_status_check',
      sql`${t.status} in ('processing', 'active', 'superseded', 'error')`,
    ),
  ],
);

export type VideoVersionRow = typeof videoVersions.$inferSelect;

/**
 * tus uploads and what became of them, so a client that lost the final response (or resumed a
 * finished upload) can still learn its video: `GET /api/uploads/{id}/video`.
 */
export const videoUploads = pgTable(
  'video_uploads',
  {
    uploadId: text('upload_id').primaryKey(),
    videoId: uuid('video_id').references(() => videos.id, { onDelete: 'cascade' }),
    version: integer('version'),
    state: text('state', { enum: ['uploading', 'accepted', 'rejected'] })
      .notNull()
      .default('uploading'),
    errorReason: text('error_reason'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: writtenAt('created_at'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('video_uploads_created_idx').on(t.createdAt),
    check('video_uploads_state_check', sql`${t.state} in ('uploading', 'accepted', 'rejected')`),
  ],
);

/**
 * Copy-protection sessions of `/api/drm/*` (spec 000 §3: valid 60 minutes). They gate nothing the key
 * route does not already gate; they let the player check that it is still allowed and end a session.
 * A learner's sessions are also the record that traces a leaked recording back to its viewer, so they
 * are kept for `LEARNER_SESSION_RETENTION_DAYS` (drm.service.ts); visitors' go a day after they end.
 */
export const videoSessions = pgTable(
  'video_sessions',
  {
    id: text('id').primaryKey(),
    videoId: requiredRef('video_id', () => videos.id, 'cascade'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    watermarkData: text('watermark_data').notNull(),
    /** The learner's 8-hex code burned into every frame they watch (null for visitors and admins). */
    viewerCode: text('viewer_code'),
    createdAt: writtenAt('created_at'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    index('video_sessions_expires_idx').on(t.expiresAt),
    // A code read off a leaked recording is looked up by either of these.
    index('video_sessions_watermark_idx').on(t.watermarkData),
    index('video_sessions_viewer_code_idx').on(t.viewerCode),
  ],
);
