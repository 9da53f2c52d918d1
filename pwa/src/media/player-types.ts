import type { PlaybackProblemKind } from './playback-errors.ts';

export type PlayerStatus = 'loading' | 'ready' | 'error';

/**
 * Why a player stopped: a playback problem kind, or one of the player's own ends (spec 000 §4 Video
 * link, §8 Video): no link at all, the 30 s loading time-out, every automatic retry used up, or fresh
 * links that did not help.
 */
export type PlayerProblem =
  PlaybackProblemKind | 'noSource' | 'timeout' | 'retriesFailed' | 'linkRefreshFailed';

/** What the player is doing about a problem while it still plays on (shown as a short note). */
export type PlayerNotice = 'refreshingLink' | 'retrying' | null;
