/**
 * The course page's in-page player and playlist, loaded after the page (with Shaka). The lazy import
 * lives here, beside its offline class, and not in the door, which only re-exports: the loader then
 * travels in the chunk of the page that uses it, as the import did when the page held it.
 */
export const loadCoursePreview = () =>
  import(/* offline: first-use */ './preview/course-preview.tsx');
