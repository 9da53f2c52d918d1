import type { QueryClient } from '@tanstack/react-query';

/**
 * When the oldest answer on screen was received: what an offline page is showing is at least that old.
 * Only queries some component is using count, so an old catalogue page elsewhere in memory does not.
 */
export function oldestAnswerOnScreen(client: QueryClient): number | null {
  let oldest: number | null = null;
  for (const query of client.getQueryCache().getAll()) {
    const at = query.state.dataUpdatedAt;
    if (query.getObserversCount() > 0 && at > 0 && (oldest === null || at < oldest)) oldest = at;
  }
  return oldest;
}

/** An age in the largest whole unit, for the copy's plural forms: 0 minutes means "just now". */
export function ageParts(ms: number): { unit: 'minutes' | 'hours' | 'days'; count: number } {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  if (minutes < 60) return { unit: 'minutes', count: minutes };
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return { unit: 'hours', count: hours };
  return { unit: 'days', count: Math.floor(hours / 24) };
}
