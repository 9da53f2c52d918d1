import { useEffect, useState } from 'react';

/** Calls `onScroll` with the page offset at most once per animation frame. */
function subscribeToScroll(onScroll: (y: number) => void): () => void {
  let frame = 0;
  const handle = () => {
    if (frame) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      onScroll(window.scrollY);
    });
  };
  window.addEventListener('scroll', handle, { passive: true });
  return () => {
    window.removeEventListener('scroll', handle);
    if (frame) cancelAnimationFrame(frame);
  };
}

/**
 * Reading the page offset makes the browser lay the page out on the spot: read when the app starts,
 * from a component's render or effect, that put the whole first page's layout inside React's task
 * (100-200 ms on a slow phone, issue 26). Read in the next frame instead, where the browser lays the
 * page out anyway.
 */
function inNextFrame(read: () => void): () => void {
  const frame = requestAnimationFrame(read);
  return () => cancelAnimationFrame(frame);
}

/** True once the page is scrolled further than `px` (scroll-to-top button after 300 px). */
export function useScrolledPast(px: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const stopReading = inNextFrame(() => setPast(window.scrollY > px));
    const unsubscribe = subscribeToScroll((y) => setPast(y > px));
    return () => {
      stopReading();
      unsubscribe();
    };
  }, [px]);
  return past;
}

/**
 * The navbar rule (spec 000 §2): hidden while scrolling down beyond `px`, shown again on any scroll up
 * and always near the top. Movements under a few pixels are ignored so a touch bounce does not flicker.
 */
export function useHiddenOnScrollDown(px: number): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    let last: number | undefined;
    const stopReading = inNextFrame(() => (last ??= window.scrollY));
    const unsubscribe = subscribeToScroll((y) => {
      const delta = y - (last ?? y);
      if (y <= px) setHidden(false);
      else if (delta > 4) setHidden(true);
      else if (delta < -4) setHidden(false);
      if (last === undefined || Math.abs(delta) > 4 || y <= px) last = y;
    });
    return () => {
      stopReading();
      unsubscribe();
    };
  }, [px]);
  return hidden;
}

/** Calls `onScroll` on any page scroll while `active` (closes menus that would otherwise float away). */
export function useOnScroll(active: boolean, onScroll: () => void): void {
  useEffect(() => {
    if (!active) return;
    const start = window.scrollY;
    return subscribeToScroll((y) => {
      if (Math.abs(y - start) > 8) onScroll();
    });
  }, [active, onScroll]);
}

/** Smooth scrolling, unless the visitor asked the system for reduced motion. */
export function scrollBehavior(): ScrollBehavior {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}
