import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/**
 * Player controls that hide while the video plays (spec 000 §2, 001 §4): after 3 s without activity,
 * or 1 s after the pointer leaves the player. Paused, they stay.
 */
export const CONTROLS_HIDE_MS = 3_000;
export const CONTROLS_LEAVE_MS = 1_000;

export function useAutoHide(videoRef: RefObject<HTMLVideoElement | null>) {
  const [visible, setVisible] = useState(true);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const hideAfter = useCallback(
    (ms: number) => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        const video = videoRef.current;
        if (video && !video.paused) setVisible(false);
      }, ms);
    },
    [videoRef],
  );
  const show = useCallback(() => {
    setVisible(true);
    hideAfter(CONTROLS_HIDE_MS);
  }, [hideAfter]);
  const keep = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    setVisible(true);
  }, []);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return { visible, show, keep, leave: () => hideAfter(CONTROLS_LEAVE_MS) };
}
