import type { CoursePagination } from '../catalogue/course.types.ts';

/** On every course answer: the plain mean of its stars (1 decimal) and how many; null mean when none. */
export interface CourseRating {
  average: number | null;
  count: number;
}

/** The learner's own rating, `GET`/`PUT /api/courses/{id}/rating`. */
export interface MyRating {
  rating: number;
  review: string | null;
  updatedAt: string;
}

export interface MyRatingData {
  /** Null when the learner has not rated the course. */
  rating: MyRating | null;
  /** Whether the learner may rate: owns the course and watched some of it. */
  canRate: boolean;
  course: CourseRating;
}

/** One public review: the learner's first name only. */
export interface PublicReview {
  id: string;
  rating: number;
  review: string;
  firstName: string;
  updatedAt: string;
}

export interface ReviewListData {
  reviews: PublicReview[];
  pagination: CoursePagination;
  rating: CourseRating;
}

/** `GET /api/admin/reviews`: every rating, newest change first, hidden ones included. */
export interface AdminReview {
  id: string;
  courseId: string;
  courseTitle: string;
  learnerId: string;
  learnerName: string;
  learnerEmail: string;
  rating: number;
  review: string | null;
  hidden: boolean;
  updatedAt: string;
}

export interface AdminReviewListData {
  reviews: AdminReview[];
  pagination: CoursePagination;
}

/** `GET /api/ratings/summary`: the home and about figures; `average` null until someone rated. */
export interface RatingSummary {
  average: number | null;
  count: number;
  learners: number;
}
