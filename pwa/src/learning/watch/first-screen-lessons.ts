import type { QueryClient } from '@tanstack/react-query';
import type { CourseVideosData } from '@academy/shared';
import { watchKeys } from './watch-keys.ts';

/**
 * Starts a visitor's lesson list from the answer a drawn free preview came with (the server's
 * api/src/media/lesson-first-screen.ts): the player asks for the lesson's playlists at once, one round
 * trip sooner than after asking for its links (0.6 s at 400 kbit/s and 400 ms).
 *
 * The visitor's only. A signed-in learner's list differs (their purchase unlocks lessons), and the
 * visitor's, even for a moment, would tell them a bought lesson is locked and send them to checkout:
 * their own list is fetched as before.
 */
export function seedLessonsFromFirstScreen(
  queryClient: QueryClient,
  data: Record<string, unknown> | null,
  token: string | null,
): void {
  if (token) return;
  const drawn = data?.lessons as { id?: unknown; answer?: CourseVideosData } | undefined;
  if (!drawn || typeof drawn.id !== 'string' || !Array.isArray(drawn.answer?.videos)) return;
  queryClient.setQueryData(watchKeys.lessons(drawn.id, null), drawn.answer);
}
