import { PROTECTION, type ViolationKind } from '@academy/shared';
import {
  devtoolsGap,
  GAME_BAR_SELECTOR,
  gameBarFlagged,
  isHighMemory,
  isVirtualMachineAgent,
  lowFrameRateFlagged,
  nextGameBarCount,
  nextLowFrameSeconds,
  recentFocusChanges,
  tooManyFocusChanges,
} from './protection-rules.ts';

/**
 * Watches for recording while a lesson plays. Strong signals (a screen capture started from this page,
 * developer tools, the game-bar pattern) call `onStrong`, which blocks playback; weak ones (virtual
 * machine, high memory, low frame rate, rapid focus changes) only call `onWeak`, which reports them:
 * they fire on the cheap phones most learners use, and blocking a paying learner on a slow phone is
 * worse than a leak (spec README, deviation table).
 */
export interface GuardCallbacks {
  onStrong(kind: ViolationKind, detail: string): void;
  onWeak(kind: ViolationKind, detail: string): void;
}

type DisplayMediaListener = () => void;
const displayMediaListeners = new Set<DisplayMediaListener>();
let displayMediaWrapped = false;

/**
 * `getDisplayMedia` called from the page (a capture extension, or a script pasted in the console) is
 * the one recording a page can see. The wrapper is installed once and reports every call to the guards
 * alive at the time, then lets the call go on: refusing it would only hide it.
 */
function watchDisplayMedia(listener: DisplayMediaListener): () => void {
  const devices = navigator.mediaDevices as MediaDevices | undefined;
  if (devices && typeof devices.getDisplayMedia === 'function' && !displayMediaWrapped) {
    const original = devices.getDisplayMedia.bind(devices);
    devices.getDisplayMedia = (options?: DisplayMediaStreamOptions) => {
      for (const notify of displayMediaListeners) notify();
      return original(options);
    };
    displayMediaWrapped = true;
  }
  displayMediaListeners.add(listener);
  return () => displayMediaListeners.delete(listener);
}

/** Devices where a docked developer-tools panel is possible (not phones: their bars change sizes). */
const hasFinePointer = () => window.matchMedia?.('(pointer: fine)').matches ?? false;

export function startRecordingGuard(
  video: HTMLVideoElement | null,
  callbacks: GuardCallbacks,
): () => void {
  const stops: Array<() => void> = [];
  const every = (ms: number, check: () => void) => {
    const timer = setInterval(check, ms);
    stops.push(() => clearInterval(timer));
  };

  stops.push(
    watchDisplayMedia(() => callbacks.onStrong('screen_capture', 'getDisplayMedia called')),
  );

  every(PROTECTION.recordingCheckMs, () => {
    if (hasFinePointer() && devtoolsGap(window))
      callbacks.onStrong(
        'devtools',
        `outer-inner ${window.outerWidth - window.innerWidth}x${window.outerHeight - window.innerHeight}`,
      );
  });

  let gameBar = 0;
  every(PROTECTION.gameBar.checkMs, () => {
    gameBar = nextGameBarCount(gameBar, document.querySelectorAll(GAME_BAR_SELECTOR).length);
    if (gameBarFlagged(gameBar)) {
      callbacks.onStrong('game_bar', `${PROTECTION.gameBar.detections} checks in a row`);
      gameBar = 0;
    }
  });

  // Weak signals, reported once each per lesson.
  const reported = new Set<ViolationKind>();
  const weak = (kind: ViolationKind, detail: string) => {
    if (reported.has(kind)) return;
    reported.add(kind);
    callbacks.onWeak(kind, detail);
  };
  if (isVirtualMachineAgent(navigator.userAgent)) weak('virtual_machine', navigator.userAgent);

  every(PROTECTION.securityCheckMs, () => {
    const memory = (performance as Performance & { memory?: { usedJSHeapSize: number } }).memory;
    if (isHighMemory(memory?.usedJSHeapSize))
      weak('high_memory', `${Math.round((memory?.usedJSHeapSize ?? 0) / 1048576)} MB`);
  });

  let focusChanges: number[] = [];
  const handleFocusChange = () => {
    focusChanges = recentFocusChanges(focusChanges, Date.now());
    if (tooManyFocusChanges(focusChanges)) weak('focus_changes', `${focusChanges.length} changes`);
  };
  window.addEventListener('blur', handleFocusChange);
  window.addEventListener('focus', handleFocusChange);
  stops.push(() => {
    window.removeEventListener('blur', handleFocusChange);
    window.removeEventListener('focus', handleFocusChange);
  });

  // Frames shown per second while playing, from the video's own counter.
  let lastFrames: number | null = null;
  let lowSeconds = 0;
  every(1_000, () => {
    if (!video || video.paused || typeof video.getVideoPlaybackQuality !== 'function') return;
    const frames = video.getVideoPlaybackQuality().totalVideoFrames;
    if (lastFrames !== null) {
      lowSeconds = nextLowFrameSeconds(lowSeconds, frames - lastFrames);
      if (lowFrameRateFlagged(lowSeconds)) weak('low_frame_rate', `${frames - lastFrames} fps`);
    }
    lastFrames = frames;
  });

  return () => stops.forEach((stop) => stop());
}
