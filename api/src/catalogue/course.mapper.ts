import {
  normaliseCategory,
  type AdminCourseDetail,
  type AdminCourseSummary,
  type CourseDetail,
  type CourseRating,
  type CoursePerson,
  type CourseSummary,
  type CourseVideoListItem,
  type ThumbnailHistoryEntry,
} from '@academy/shared';
import type { CourseListRow, CourseRecord } from './course.repository.ts';
import { NO_VIDEOS, type CourseVideoSummary } from './course-videos.ts';
import { thumbnailUrls } from './thumbnail.ts';

const NO_RATING: CourseRating = { average: null, count: 0 };

/** The only way a course leaves the API: rows never do, so an admin-only column cannot leak. */

export function toCourseSummary(
  row: CourseListRow,
  extra: { videos?: CourseVideoSummary; userHasPurchased?: boolean; rating?: CourseRating } = {},
): CourseSummary {
  const videos = extra.videos ?? NO_VIDEOS;
  return {
    _id: row.id,
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    price: row.priceCents / 100,
    category: normaliseCategory(row.category),
    level: row.level,
    tags: row.tags,
    instructor: row.instructor,
    language: row.language,
    status: row.status,
    ...thumbnailUrls(row.thumbnailHash),
    totalEnrollments: row.totalEnrollments,
    videoCount: videos.videoCount,
    totalDuration: videos.totalDuration,
    hasWhatsappGroup: row.hasWhatsappGroup,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    userHasPurchased: extra.userHasPurchased ?? false,
    rating: extra.rating ?? NO_RATING,
  };
}

export function toCourseDetail(
  row: CourseRecord,
  videos: CourseVideoListItem[],
  userHasPurchased: boolean,
  rating?: CourseRating,
): CourseDetail {
  return {
    ...toCourseSummary(row, { videos: summariseVideos(videos), userHasPurchased, rating }),
    requirements: row.requirements,
    whatYouWillLearn: row.whatYouWillLearn,
    videos,
  };
}

function person(id: string | null, names: Map<string, string>): CoursePerson | null {
  if (!id) return null;
  return { _id: id, id, name: names.get(id) ?? 'Deleted user' };
}

export function toAdminCourseSummary(
  row: CourseListRow,
  names: Map<string, string>,
  videos?: CourseVideoSummary,
  rating?: CourseRating,
): AdminCourseSummary {
  return {
    ...toCourseSummary(row, { videos, rating }),
    whatsappGroupLink: row.whatsappGroupLink,
    createdBy: person(row.createdBy, names),
    lastModifiedBy: person(row.lastModifiedBy, names),
  };
}

export function toAdminCourseDetail(
  row: CourseRecord,
  names: Map<string, string>,
  videos: CourseVideoListItem[],
  history: { hash: string; uploadedAt: Date }[],
  rating?: CourseRating,
): AdminCourseDetail {
  const thumbnailHistory: ThumbnailHistoryEntry[] = history.map((h) => ({
    ...(thumbnailUrls(h.hash) as { thumbnailURL: string; thumbnailSmallURL: string }),
    uploadedAt: h.uploadedAt.toISOString(),
    isCurrent: h.hash === row.thumbnailHash,
  }));
  return {
    ...toAdminCourseSummary(row, names, summariseVideos(videos), rating),
    requirements: row.requirements,
    whatYouWillLearn: row.whatYouWillLearn,
    videos,
    thumbnailHistory,
  };
}

function summariseVideos(videos: CourseVideoListItem[]): CourseVideoSummary {
  return {
    videoCount: videos.length,
    totalDuration: videos.reduce((sum, v) => sum + (v.duration || 0), 0),
  };
}
