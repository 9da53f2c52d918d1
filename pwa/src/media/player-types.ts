import type { PlaybackProblemKind } from './playback-errors.ts';

export type PlayerStatus = 'loading' | 'ready' | 'error';

/**
 * Why a player stopped: a playback problem kind, or one of the player's own ends (spec 000 §4 Video
 * link, §8 Video): no link at all, the 30 s loading time-out, every automatic retry used up, fresh
 * links that did not help, or an `ended` far before the lesson's end (real-end.ts).
 */
export type PlayerProblem =
  PlaybackProblemKind | 'noSource' | 'timeout' | 'retriesFailed' | 'linkRefreshFailed' | 'falseEnd';

/** What the player is doing about a problem while it still plays on (shown as a short note). */
export type PlayerNotice = 'refreshingLink' | 'retrying' | 'waitingForConnection' | null;
