import type { QueryClient } from '@tanstack/react-query';
import type { CourseDetail } from '@academy/shared';
import { catalogueKeys } from './catalogue-queries.ts';

/**
 * Starts the catalogue's queries from the answers the server drew the first screen with (the public
 * GET /api/courses/{id}), so that the page renders its content at once instead of a skeleton over
 * the drawing, and asks the network for nothing it was just sent.
 *
 * The answer is a visitor's: it becomes the visitor's entry. A signed-in learner's entry (their token
 * in the key: purchase marks) starts from it only when they have none saved, marked stale, so that
 * their own answer is fetched at once and replaces it.
 */
export function seedFromFirstScreen(
  queryClient: QueryClient,
  data: Record<string, unknown> | null,
  token: string | null,
): void {
  const drawn = data?.course as { id?: unknown; course?: CourseDetail } | undefined;
  if (!drawn || typeof drawn.id !== 'string' || !drawn.course?._id) return;
  const course = {
    ...drawn.course,
    videos: drawn.course.videos ?? [],
    tags: drawn.course.tags ?? [],
  };
  queryClient.setQueryData(catalogueKeys.course(drawn.id, null), course);
  if (token && queryClient.getQueryData(catalogueKeys.course(drawn.id, token)) === undefined) {
    queryClient.setQueryData(catalogueKeys.course(drawn.id, token), course, { updatedAt: 0 });
  }
}
