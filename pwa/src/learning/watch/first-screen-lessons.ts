import type { QueryClient } from '@tanstack/react-query';
import type { CourseVideosData } from '@academy/shared';
import { watchKeys } from './watch-keys.ts';

/**
 * Starts the lesson list from the answer a drawn lesson came with (the server's
 * api/src/media/lesson-first-screen.ts): the player asks for the lesson's playlists at once, one round
 * trip sooner than after asking for its links (0.6 s at 400 kbit/s and 400 ms).
 *
 * A visitor's answer goes to a visitor only. A signed-in learner's list differs (their purchase
 * unlocks lessons), and the visitor's, even for a moment, would tell them a bought lesson is locked
 * and send them to checkout. A learner gets their own answer when the page was drawn for them
 * (`data` is then theirs: firstScreenData checked whose it is).
 */
export function seedLessonsFromFirstScreen(
  queryClient: QueryClient,
  data: Record<string, unknown> | null,
  token: string | null,
): void {
  // A drawing for a learner names them (`viewer`); a visitor's names no one.
  const learnersOwn = typeof data?.viewer === 'string';
  if (!!token !== learnersOwn) return;
  const drawn = data?.lessons as { id?: unknown; answer?: CourseVideosData } | undefined;
  if (!drawn || typeof drawn.id !== 'string' || !Array.isArray(drawn.answer?.videos)) return;
  queryClient.setQueryData(watchKeys.lessons(drawn.id, token), drawn.answer);
}
