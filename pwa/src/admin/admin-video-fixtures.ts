import type { AdminCourseVideosData, AdminVideo } from '@academy/shared';

/** A lesson as the admin video calls answer it, ready to play unless overridden. */
export function adminVideo(id: string, title: string, overrides: Partial<AdminVideo> = {}) {
  return {
    _id: id,
    id,
    courseId: 'c1',
    title,
    description: '',
    duration: 300,
    order: 1,
    isFreePreview: false,
    status: 'active',
    createdAt: '2026-11-01T12:00:00.000Z',
    updatedAt: '2026-11-01T12:00:00.000Z',
    sizes: [],
    videoUrl: `/media/${id}/v1/master.m3u8?sig=a`,
    url: `/media/${id}/v1/master.m3u8?sig=a`,
    posterUrl: null,
    expiresAt: '2026-11-26T23:00:00.000Z',
    progress: 100,
    errorReason: null,
    uploadedBy: 'admin-1',
    version: 1,
    s3Key: null,
    hasAccess: true,
    isLocked: false,
    lockReason: null,
    latestVersion: 1,
    qualities: 'all',
    reupload: null,
    ...overrides,
  } satisfies AdminVideo;
}

/** `GET /api/admin/courses/{id}/videos` for course c1. */
export function courseVideos(videos: AdminVideo[]): AdminCourseVideosData {
  return {
    course: { _id: 'c1', id: 'c1', title: 'Introduction to the Web' },
    videos,
    videoCount: videos.length,
    totalDuration: videos.reduce((sum, video) => sum + video.duration, 0),
  };
}
