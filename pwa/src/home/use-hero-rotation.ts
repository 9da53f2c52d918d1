import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';

/** Spec 000 §9: the hero changes every 5 s with a 300 ms fade. */
export const HERO_INTERVAL_MS = 5_000;
export const HERO_FADE_MS = 300;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** Follows the system "reduce motion" setting live, so turning it on stops the slideshow at once. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia(REDUCED_MOTION);
      query.addEventListener('change', onChange);
      return () => query.removeEventListener('change', onChange);
    },
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

export interface HeroRotation {
  /** The variant on screen. */
  index: number;
  /** True during the fade-out before the next variant appears. */
  fading: boolean;
  /** Shows a variant (fading unless motion is reduced); the 5 s wait restarts from there. */
  goTo: (index: number) => void;
}

/**
 * Rotates through `count` variants: fade out for `fadeMs`, swap, fade in, wait `intervalMs`, repeat.
 * While `paused` it stays put. Each change restarts the wait, so a variant chosen with a dot gets its
 * full 5 s on screen.
 */
export function useHeroRotation(
  count: number,
  {
    paused,
    intervalMs = HERO_INTERVAL_MS,
    fadeMs = HERO_FADE_MS,
  }: { paused: boolean; intervalMs?: number; fadeMs?: number },
): HeroRotation {
  const [index, setIndex] = useState(0);
  const [fading, setFading] = useState(false);
  // The variant we are heading to, so a dot pressed mid-fade wins over the automatic step.
  const target = useRef(0);
  const fadeTimer = useRef<number | undefined>(undefined);

  const goTo = useCallback(
    (next: number) => {
      if (next === target.current) return;
      target.current = next;
      window.clearTimeout(fadeTimer.current);
      if (fadeMs <= 0) {
        setIndex(next);
        setFading(false);
        return;
      }
      setFading(true);
      fadeTimer.current = window.setTimeout(() => {
        setIndex(next);
        setFading(false);
      }, fadeMs);
    },
    [fadeMs],
  );

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = window.setTimeout(() => goTo((index + 1) % count), intervalMs);
    return () => window.clearTimeout(timer);
  }, [paused, count, intervalMs, index, goTo]);

  useEffect(() => () => window.clearTimeout(fadeTimer.current), []);

  return { index, fading, goTo };
}
