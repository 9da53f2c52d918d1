import type {
  CourseVideoItem,
  AdminReview,
  AdminReviewListData,
  Certificate,
  CertificateVerification,
  CourseDetail,
  CourseFacets,
  CourseListData,
  CourseRating,
  CourseSummary,
  MyRatingData,
  PublicReview,
  ReviewListData,
  VerifiedCertificate,
} from '@academy/shared';
import type { AccountUser } from '../accounts/accounts-api.ts';
import { ok, type StubRequest } from './api-stub.ts';

/**
 * Typed answers for screen tests, shaped by the shared contract types (a field the API drops or
 * renames fails `tsc`). Override what a test is about: `courseSummary({ price: 0 })`.
 */
export const LEARNER: AccountUser = {
  _id: 'user-1',
  id: 'user-1',
  name: 'Selam Tesfay',
  firstName: 'Selam',
  lastName: 'Tesfay',
  email: 'selam@example.com',
  isVerified: true,
  authProvider: 'local',
  role: 'learner',
  purchasedCourses: [],
  createdAt: '2026-03-14T10:00:00.000Z',
};

export function courseSummary(overrides: Partial<CourseSummary> = {}): CourseSummary {
  const id = overrides._id ?? overrides.id ?? 'course-1';
  return {
    _id: id,
    id,
    slug: 'intro-to-web',
    title: 'Introduction to the Web',
    description: 'How pages travel from a server to your phone.',
    price: 25,
    category: 'Programming',
    level: 'beginner',
    tags: ['web'],
    instructor: 'Aster Haile',
    language: 'en',
    status: 'active',
    thumbnailURL: null,
    thumbnailSmallURL: null,
    totalEnrollments: 12,
    videoCount: 2,
    totalDuration: 900,
    hasWhatsappGroup: false,
    version: 1,
    createdAt: '2026-11-01T12:00:00.000Z',
    updatedAt: '2026-11-01T12:00:00.000Z',
    userHasPurchased: false,
    rating: { average: null, count: 0 },
    ...overrides,
  } as CourseSummary;
}

export function courseDetail(overrides: Partial<CourseDetail> = {}): CourseDetail {
  return {
    ...courseSummary(overrides),
    requirements: ['A phone or a computer'],
    whatYouWillLearn: ['What a URL is'],
    videos: [
      {
        _id: 'video-1',
        id: 'video-1',
        title: 'What is a browser?',
        description: null,
        duration: 300,
        order: 1,
        isFreePreview: true,
        sizes: [],
      },
      {
        _id: 'video-2',
        id: 'video-2',
        title: 'Servers and requests',
        description: null,
        duration: 600,
        order: 2,
        isFreePreview: false,
        sizes: [],
      },
    ],
    ...overrides,
  };
}

/** `GET /api/courses` for a list that fits on one page. */
export function courseList(courses: CourseSummary[]): CourseListData {
  return {
    courses,
    pagination: {
      page: 1,
      limit: 12,
      pages: 1,
      total: courses.length,
      hasPrevPage: false,
      hasNextPage: false,
    },
    filters: {
      search: null,
      category: null,
      level: null,
      tag: null,
      priceRange: null,
      sort: 'newest',
      status: 'active',
    },
  };
}

export const NO_FACETS: CourseFacets = {
  categories: [],
  levels: [],
  tags: [],
  priceRanges: [],
  total: 0,
};

/** An issued certificate as the learner's list and the course page show it. */
export function certificate(overrides: Partial<Certificate> = {}): Certificate {
  const certificateId = overrides.certificateId ?? 'CERT-7KQ2ZD-M4X9PA';
  return {
    _id: 'certificate-1',
    id: 'certificate-1',
    certificateId,
    courseId: '0b6f2a39-3f4c-4c1e-9d55-5a8f1c2e7a10',
    courseTitle: 'Camera Basics',
    completionDate: '2026-11-20T12:00:00.000Z',
    dateIssued: '2026-11-21T12:00:00.000Z',
    pdfUrl: `/api/certificates/download/${certificateId}`,
    verifyUrl: `/verify/${certificateId}`,
    language: 'en',
    revokedAt: null,
    revokedReason: null,
    ...overrides,
  } as Certificate;
}

/** `GET /api/certificates/verify/{id}` for a valid certificate. */
export function verification(
  overrides: Partial<VerifiedCertificate> = {},
): CertificateVerification {
  return {
    certificate: {
      certificateId: 'CERT-7KQ2ZD-M4X9PA',
      studentName: 'Selam Tesfay',
      courseTitle: 'Camera Basics',
      instructorName: 'Aster Haile',
      completionDate: '2026-11-20T12:00:00.000Z',
      dateIssued: '2026-11-21T12:00:00.000Z',
      totalLessons: 2,
      completedLessons: 2,
      completionPercentage: 100,
      platformName: 'Selam Academy',
      ...overrides,
    },
    verification: {
      isValid: true,
      verifiedAt: '2026-11-26T12:00:00.000Z',
      revokedAt: null,
      revokedReason: null,
    },
  };
}

/** A page of `count` items, `page` of `pages`, `limit` to a page. */
function pageOf(page: number, limit: number, total: number) {
  const pages = Math.max(1, Math.ceil(total / limit));
  return { page, limit, pages, total, hasPrevPage: page > 1, hasNextPage: page < pages };
}

/** One public review on a course page. */
export function publicReview(overrides: Partial<PublicReview> = {}): PublicReview {
  return {
    id: 'review-1',
    rating: 5,
    review: 'Clear and practical.',
    firstName: 'Selam',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** `GET /api/courses/{id}/reviews`: `reviews` on page `page` of `total` (5 to a page). */
export function reviewList(
  reviews: PublicReview[],
  rating: CourseRating = { average: null, count: 0 },
  { page = 1, total = reviews.length, limit = 5 } = {},
): ReviewListData {
  return { reviews, rating, pagination: pageOf(page, limit, total) };
}

/** `GET /api/courses/{id}/rating`: by default may rate and has not yet. */
export function myRating(overrides: Partial<MyRatingData> = {}): MyRatingData {
  return { rating: null, canRate: true, course: { average: null, count: 0 }, ...overrides };
}

/** One row of the admin's review list. */
export function adminReview(overrides: Partial<AdminReview> = {}): AdminReview {
  return {
    id: 'review-1',
    courseId: 'course-1',
    courseTitle: 'Camera Basics',
    learnerId: 'learner-1',
    learnerName: 'Selam Tesfay',
    learnerEmail: 'selam@example.com',
    rating: 4,
    review: 'Good lessons, the sound could be louder.',
    hidden: false,
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** `GET /api/admin/reviews` for a list that fits on one page. */
export function adminReviewList(reviews: AdminReview[]): AdminReviewListData {
  return { reviews, pagination: pageOf(1, 20, reviews.length) };
}

/**
 * The answer of GET /api/drm/videos/:id for a stubbed API: the lesson `lessonFor` gives for the asked id,
 * with the protection session every playing lesson opens (its watermark).
 */
export function drmSessionAnswer(lessonFor: (id: string) => CourseVideoItem) {
  return (request: StubRequest) =>
    ok({
      video: {
        ...lessonFor(request.params.id ?? 'video-1'),
        drm: {
          enabled: true,
          scheme: 'hls-aes-128',
          keyUrl: null,
          sessionId: 'drm-session-1',
          sessionExpiresAt: '2026-11-26T23:00:00.000Z',
          watermarkData: 'a1b2c3d4e5f6',
          viewerCode: null,
          encryptedUrl: null,
        },
      },
    });
}
