import { useEffect, useRef, type RefObject } from 'react';

/**
 * Closes an open menu or popover when the person presses Escape or points anywhere outside `root`.
 * `onDismiss` says how Escape was used so a menu can give focus back to its button then (a pointer
 * elsewhere moves focus by itself).
 */
export function useDismiss(
  open: boolean,
  root: RefObject<HTMLElement | null>,
  onDismiss: (how: 'escape' | 'outside') => void,
): void {
  // The latest callback, so a parent's inline handler does not re-subscribe on every render.
  const dismiss = useRef(onDismiss);
  useEffect(() => {
    dismiss.current = onDismiss;
  });
  useEffect(() => {
    if (!open) return;
    const handlePointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) dismiss.current('outside');
    };
    const handleKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dismiss.current('escape');
    };
    document.addEventListener('pointerdown', handlePointer);
    document.addEventListener('keydown', handleKey);
    return () => {
      document.removeEventListener('pointerdown', handlePointer);
      document.removeEventListener('keydown', handleKey);
    };
  }, [open, root]);
}
