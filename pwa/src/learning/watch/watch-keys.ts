/**
 * The watch page's query keys, in a file of their own: the app's entry seeds the lesson list from a
 * drawn first screen (first-screen-lessons.ts) without taking the watch page's queries with it.
 */
export const watchKeys = {
  lessons: (courseId: string, token: string | null) =>
    ['watch', 'lessons', courseId, token] as const,
  progress: (courseId: string, token: string | null) =>
    ['watch', 'progress', courseId, token] as const,
  resume: (courseId: string, videoId: string, token: string | null) =>
    ['watch', 'resume', courseId, videoId, token] as const,
};
