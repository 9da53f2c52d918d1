import { useEffect } from 'react';
import { isProtectedKey } from './protection-rules.ts';

/**
 * While a protected lesson is on screen, the keys of `isProtectedKey` are swallowed in the capture
 * phase, before the page or the browser's default action sees them.
 */
export function useProtectedKeys(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const handleKeyDown = (event: KeyboardEvent) => {
      if (!isProtectedKey(event)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
    };
    window.addEventListener('keydown', handleKeyDown, true);
    return () => window.removeEventListener('keydown', handleKeyDown, true);
  }, [active]);
}
