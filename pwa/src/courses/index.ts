/** The courses folder's door: what other features may use of it (docs/architecture.md). */
export { freshNow } from './catalogue-api.ts';
export {
  COURSE_CATEGORIES,
  COURSE_CREATED_EVENT,
  COURSE_LEVELS,
  PRICE_RANGES,
  announceCourseCreated,
} from './catalogue-constants.ts';
export { CataloguePager } from './catalogue-pager.tsx';
export {
  CATALOGUE_SORTS,
  activeFilters,
  resetFilters,
  useCatalogueParams,
} from './catalogue-params.ts';
export type { CatalogueFilters, CatalogueSort, FilterKey } from './catalogue-params.ts';
export {
  catalogueKeys,
  isNotFound,
  useCatalogue,
  useCatalogueLiveRefresh,
  useCourse,
  useCourseFacets,
  useDeferredAnswer,
  useFeaturedCourses,
} from './catalogue-queries.ts';
export { seedFromFirstScreen } from './first-screen-seed.ts';
export { CourseHeroHeading } from './course-hero-heading.tsx';
export { categoryLabel, levelLabel, priceLabel } from './course-labels.ts';
export { CurriculumPanel, FeatureList, LessonNumber, Panel } from './course-panel.tsx';
export { CourseThumbnail } from './course-thumbnail.tsx';
