import type { CourseRating } from '../ratings/rating.types.ts';
import type { AppliedCatalogueFilters, PriceRange } from './catalogue-query.schema.ts';
import type { RenditionSize } from '../media/rendition-size.ts';
import type { CourseLanguage, CourseLevel, CourseStatus } from './course.schema.ts';

/**
 * A lesson as a course answer lists it. The media capability fills `videos`; until it lands the list
 * is empty. It may add fields, never remove these.
 */
export interface CourseVideoListItem {
  _id: string;
  id: string;
  title: string;
  description: string | null;
  /** Seconds. */
  duration: number;
  /** From 1. */
  order: number;
  isFreePreview: boolean;
  /** What each rendition of the playing version costs (see `VideoCore.sizes`); empty when unknown. */
  sizes: RenditionSize[];
}

/**
 * A course as the catalogue cards and the course pages show it (spec 000 §3 Course). `_id` and `id`
 * carry the same value. Prices are US dollars with cents. URLs are root-relative API paths usable in
 * an `<img>` as they are; they change whenever the image changes (long-cached).
 */
export interface CourseSummary {
  _id: string;
  id: string;
  slug: string;
  title: string;
  description: string;
  price: number;
  /** A stock category, or an unknown one kept from the data (legacy names already mapped). */
  category: string;
  level: CourseLevel;
  tags: string[];
  instructor: string;
  language: CourseLanguage;
  status: CourseStatus;
  /** 1280x720 WebP, or null when the course has no thumbnail yet. */
  thumbnailURL: string | null;
  /** 480x270 WebP for cards, or null. */
  thumbnailSmallURL: string | null;
  /** Number of purchases ("students"). */
  totalEnrollments: number;
  /** Lessons. */
  videoCount: number;
  /** Sum of the lessons' durations, seconds. */
  totalDuration: number;
  hasWhatsappGroup: boolean;
  /** Raised by every change to the course. */
  version: number;
  /** ISO 8601. */
  createdAt: string;
  updatedAt: string;
  /** Whether the signed-in learner bought it; false for visitors and admins. */
  userHasPurchased: boolean;
  /** Mean stars (one decimal) and number of ratings; average null when nobody rated it. */
  rating: CourseRating;
}

/** `GET /api/courses/{id}` for visitors and learners: the card plus the course page's extra facts. */
export interface CourseDetail extends CourseSummary {
  requirements: string[];
  whatYouWillLearn: string[];
  videos: CourseVideoListItem[];
}

export interface CoursePerson {
  _id: string;
  id: string;
  /** First and last name; 'Deleted user' when the account is gone. */
  name: string;
}

export interface ThumbnailHistoryEntry {
  thumbnailURL: string;
  thumbnailSmallURL: string;
  uploadedAt: string;
  isCurrent: boolean;
}

/**
 * The admin view (spec 001 §3 Course admin view): what learners see plus the fields only admins may
 * read. `whatsappGroupLink` is never sent to learners: they get single-use join links instead.
 */
export interface AdminCourseSummary extends CourseSummary {
  whatsappGroupLink: string | null;
  createdBy: CoursePerson | null;
  lastModifiedBy: CoursePerson | null;
}

export interface AdminCourseDetail extends AdminCourseSummary {
  requirements: string[];
  whatYouWillLearn: string[];
  videos: CourseVideoListItem[];
  /** Newest first, the current one included. */
  thumbnailHistory: ThumbnailHistoryEntry[];
}

export interface CoursePagination {
  page: number;
  limit: number;
  /** Number of pages (at least 1, even when there are no courses). */
  pages: number;
  total: number;
  hasPrevPage: boolean;
  hasNextPage: boolean;
}

/** `GET /api/courses`: `courses` are AdminCourseSummary for an admin token. */
export interface CourseListData<C extends CourseSummary = CourseSummary> {
  courses: C[];
  pagination: CoursePagination;
  filters: AppliedCatalogueFilters;
}

export interface FacetCount<V extends string = string> {
  value: V;
  count: number;
}

/**
 * `GET /api/courses/facets`: what the catalogue's filter panel offers, counted over active courses.
 * Categories: the seven stock ones first (count 0 when empty), then unknown ones found in the data.
 * Levels: those present, in beginner, intermediate, advanced order. Tags: present ones, sorted.
 */
export interface CourseFacets {
  categories: (FacetCount & { stock: boolean })[];
  levels: FacetCount<CourseLevel>[];
  tags: FacetCount[];
  priceRanges: FacetCount<PriceRange>[];
  /** Active courses in total. */
  total: number;
}

/** `DELETE /api/courses/{id}`: deleted outright, or archived because learners bought it. */
export interface CourseDeleteResult {
  outcome: 'deleted' | 'archived';
  courseId: string;
  /** Purchases of the course; above 0 means it was archived. */
  purchases: number;
  /** The archived course; null when deleted. */
  course: AdminCourseDetail | null;
}

export interface ThumbnailUploadResult {
  thumbnailURL: string;
  thumbnailSmallURL: string;
  /** The thumbnail it replaced (still in the history), or null. */
  oldThumbnailURL: string | null;
  course: AdminCourseDetail;
}

/** `GET /api/admin/stats` (spec 001 §3) plus a few counts the dashboard may show. */
export interface AdminStats {
  /** Every account, admins included (the same total as the user list). */
  totalUsers: number;
  totalLearners: number;
  /** Every course whatever its status. */
  totalCourses: number;
  activeCourses: number;
  totalVideos: number;
  totalEnrollments: number;
  /**
   * Production running the built-in test checkout (TEST_CHECKOUT=true, no Stripe keys): payments are
   * pretend and every course can be had for free. The dashboard shows a warning banner (issue 24).
   */
  testCheckoutInProduction: boolean;
}

export const COURSE_EVENT_TYPES = ['course:created'] as const;
export type CourseEventType = (typeof COURSE_EVENT_TYPES)[number];

/**
 * `GET /api/courses/events?since={id}`: a course became visible in the catalogue for the first time.
 * The same name as the PWA's browser event, so a screen can fire it for courses created elsewhere.
 */
export interface CourseEvent {
  /** Increasing; pass the last one seen as `since`. */
  id: number;
  type: CourseEventType;
  courseId: string;
  title: string;
  createdAt: string;
}

export interface CourseEventsData {
  events: CourseEvent[];
  /** The `since` to send next time. */
  cursor: number;
}
