import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { CourseDetail, CourseListData } from '@academy/shared';
import { normaliseList } from './catalogue-api.ts';
import { CATALOGUE_DEFAULTS } from './catalogue-params.ts';
import { catalogueKeys } from './catalogue-queries.ts';

/**
 * Starts the catalogue's queries from the answers the server drew the first screen with (the public
 * GET /api/courses/{id} of a course page, or GET /api/courses with the default filters of the
 * catalogue), so that the page renders its content at once instead of a skeleton over the drawing,
 * and asks the network for nothing it was just sent.
 *
 * A visitor's answer becomes the visitor's entry. A signed-in learner's entry (their token in the
 * key: purchase marks) starts from it only when they have none saved, marked stale, so that their own
 * answer is fetched at once and replaces it. A page drawn for the learner carries their own answer,
 * which becomes their entry as it is.
 */
export function seedFromFirstScreen(
  queryClient: QueryClient,
  data: Record<string, unknown> | null,
  token: string | null,
): void {
  // A drawing for a learner names them (`viewer`); a visitor's names no one.
  const learnersOwn = typeof data?.viewer === 'string';
  const seed = (keyFor: (token: string | null) => QueryKey, answer: unknown) => {
    if (learnersOwn) {
      // Drawn for this learner (firstScreenData checked whose it is): their own answer, just made.
      if (token) queryClient.setQueryData(keyFor(token), answer);
      return;
    }
    queryClient.setQueryData(keyFor(null), answer);
    if (token && queryClient.getQueryData(keyFor(token)) === undefined) {
      queryClient.setQueryData(keyFor(token), answer, { updatedAt: 0 });
    }
  };

  const drawn = data?.course as { id?: unknown; course?: CourseDetail } | undefined;
  if (drawn && typeof drawn.id === 'string' && drawn.course?._id) {
    const id = drawn.id;
    const course = {
      ...drawn.course,
      videos: drawn.course.videos ?? [],
      tags: drawn.course.tags ?? [],
    };
    seed((viewer) => catalogueKeys.course(id, viewer), course);
  }

  const list = data?.catalogue as CourseListData | undefined;
  if (list && Array.isArray(list.courses)) {
    seed(
      (viewer) => catalogueKeys.list(CATALOGUE_DEFAULTS, viewer),
      normaliseList(list, CATALOGUE_DEFAULTS),
    );
  }
}
