import type { PlayerProblem } from './player-types.ts';

/**
 * What the player tells a viewer when a lesson stops (issue 27 §3), in their terms rather than the
 * engine's: the network failed them (check the connection), this device could not play the lesson,
 * or there is nothing to play yet. The engine's reason stays available, folded away, for support.
 * Never "requires purchase": a lesson that reached the player was one the viewer may watch.
 */
export type FailureKind = 'network' | 'device' | 'unavailable';

/** Problems that come from the connection rather than from the device's media engine. */
const NETWORK: ReadonlySet<PlayerProblem> = new Set([
  'network',
  'timeout',
  'linkRefreshFailed',
  'aborted',
]);

export function failureKind(
  problem: PlayerProblem,
  cause: PlayerProblem | null,
  online: boolean,
): FailureKind {
  if (problem === 'noSource') return 'unavailable';
  if (!online) return 'network';
  const reason = problem === 'retriesFailed' && cause ? cause : problem;
  return NETWORK.has(reason) ? 'network' : 'device';
}
