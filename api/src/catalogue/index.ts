/**
 * The catalogue capability's one door: everything another capability or a script may use from catalogue/.
 * Import from here, never from the files behind it (the import-boundaries lint rule enforces this).
 */
export {
  adminStats,
  dropAlongWithCatalogue,
  invalidateCatalogueCaches,
  toListFilter,
} from './catalogue.service.ts';
export { TtlCache } from './catalogue-cache.ts';
export {
  courseAnnouncement,
  courseFacts,
  titleSlug,
  whatsappInviteLink,
} from './course-facts.service.ts';
export { findCourseForSale } from './course-for-sale.ts';
export { findCourseBasics, listCourseBasics } from './course-lookup.ts';
export type { CourseBasics } from './course-lookup.ts';
export { courseTitles } from './course-titles.ts';
export {
  countCoursesQuery,
  findCourse,
  isCourseId,
  listCoursesQuery,
} from './course.repository.ts';
export type { CourseRecord } from './course.repository.ts';
export { createCourse, getCourse, replaceThumbnail } from './course.service.ts';
export { courses } from './course.table.ts';
export { slugify } from './slug.ts';
export { cataloguePorts } from './catalogue.ports.ts';
export type { CataloguePorts } from './catalogue.ports.ts';
export { coursePicture } from './first-screen-parts.ts';
