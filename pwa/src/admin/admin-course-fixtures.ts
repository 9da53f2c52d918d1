import type { AdminCourseDetail, AdminCourseSummary, CourseListData } from '@academy/shared';
import { courseDetail, courseList, courseSummary } from '../test/fixtures.ts';

/** Admin answers of the course calls for the admin screens' tests, from the learner fixtures. */
export function adminCourse(overrides: Partial<AdminCourseSummary> = {}): AdminCourseSummary {
  return {
    ...courseSummary(overrides),
    whatsappGroupLink: null,
    createdBy: null,
    lastModifiedBy: null,
    ...overrides,
  };
}

export function adminCourseDetail(overrides: Partial<AdminCourseDetail> = {}): AdminCourseDetail {
  const { videos: _videos, ...detail } = courseDetail(overrides);
  return {
    ...detail,
    ...adminCourse(overrides),
    requirements: detail.requirements,
    whatYouWillLearn: detail.whatYouWillLearn,
    videos: [],
    thumbnailHistory: [],
    ...overrides,
  };
}

export function adminCourseList(courses: AdminCourseSummary[]): CourseListData<AdminCourseSummary> {
  const base = courseList([]);
  return { ...base, courses, pagination: { ...base.pagination, total: courses.length } };
}
