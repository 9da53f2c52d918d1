import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { scrollBehavior } from './use-scroll.ts';

/**
 * Scroll positions per path (spec 000 §2, §3): the first visit to a path scrolls smoothly to the top;
 * coming back to a path restores where the visitor was. Positions live in session storage, so they
 * survive a reload but not a new tab. A link with a #fragment scrolls to that element instead.
 */
export const SCROLL_POSITIONS_KEY = 'scroll-positions';

/** How long a restore waits for a page whose content (courses, copy) is still arriving. */
const RESTORE_PATIENCE_MS = 1500;

type Positions = Record<string, number>;

export function readScrollPositions(): Positions {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Positions) : {};
  } catch {
    return {};
  }
}

function writeScrollPosition(path: string, y: number): void {
  try {
    const positions = readScrollPositions();
    positions[path] = Math.round(y);
    sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify(positions));
  } catch {
    // Storage full or refused: positions are a convenience, never worth an error.
  }
}

/** Scrolls to `y`, retrying each frame while the page is still too short, until the user takes over. */
function restore(y: number): () => void {
  const started = performance.now();
  let frame = 0;
  let stopped = false;
  const stop = () => {
    stopped = true;
    cancelAnimationFrame(frame);
    for (const type of ['wheel', 'touchstart', 'keydown'] as const) {
      window.removeEventListener(type, stop);
    }
  };
  for (const type of ['wheel', 'touchstart', 'keydown'] as const) {
    window.addEventListener(type, stop, { passive: true });
  }
  const attempt = () => {
    if (stopped) return;
    window.scrollTo({ top: y, behavior: 'instant' });
    const reachable = document.documentElement.scrollHeight - window.innerHeight >= y;
    if (reachable || performance.now() - started > RESTORE_PATIENCE_MS) stop();
    else frame = requestAnimationFrame(attempt);
  };
  attempt();
  return stop;
}

export function ScrollManager() {
  const { pathname, hash } = useLocation();
  const currentPath = useRef(pathname);

  useLayoutEffect(() => {
    currentPath.current = pathname;
  }, [pathname]);

  // The browser's own restoration would fight ours on back/forward and reload.
  useEffect(() => {
    const previous = history.scrollRestoration;
    history.scrollRestoration = 'manual';
    return () => {
      history.scrollRestoration = previous;
    };
  }, []);

  useEffect(() => {
    let frame = 0;
    const save = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        writeScrollPosition(currentPath.current, window.scrollY);
      });
    };
    window.addEventListener('scroll', save, { passive: true });
    return () => {
      window.removeEventListener('scroll', save);
      cancelAnimationFrame(frame);
    };
  }, []);

  useEffect(() => {
    if (hash) {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (target) {
        target.scrollIntoView({ behavior: scrollBehavior() });
        return;
      }
    }
    const saved = readScrollPositions()[pathname];
    if (saved === undefined) {
      // In the next frame, where the browser lays the page out anyway: called from the effect, the
      // scroll made it lay out the whole new page inside React's task (100-200 ms on a slow phone when
      // the app starts, issue 26).
      const frame = requestAnimationFrame(() =>
        window.scrollTo({ top: 0, behavior: scrollBehavior() }),
      );
      return () => cancelAnimationFrame(frame);
    }
    return restore(saved);
  }, [pathname, hash]);

  return null;
}
