import { startTransition, useEffect, useState } from 'react';
import { whenIdle } from './when-idle.ts';

/** How long an idle moment is waited for at most: on a busy phone the browser may have none. */
export const IDLE_AT_MOST_MS = 1_000;

/**
 * False until the browser has had an idle moment since the component mounted (or IDLE_AT_MOST_MS has
 * passed), then true, rendered in a transition. For what a page never shows in its first screen, so
 * that it stays out of the app's first render and commit: on a slow phone that commit is the page's
 * longest task.
 */
export function useIdleOnce(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => startTransition(() => setIdle(true)), IDLE_AT_MOST_MS), []);
  return idle;
}
