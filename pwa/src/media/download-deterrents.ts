import { useEffect } from 'react';

/**
 * Spec 001 §6: the player deters downloads. The context menu, dragging and selecting are refused on
 * the player itself (its element handles those events); while a player is on screen, the keyboard
 * shortcuts for saving the page, viewing its source and opening the developer tools are swallowed.
 * None of this stops a determined person (the stream is encrypted and the key needs a token for
 * that); it stops the casual "Save video as…".
 */
export function isBlockedShortcut(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>,
): boolean {
  const key = event.key.toLowerCase();
  if (key === 'f12') return true;
  const mod = event.ctrlKey || event.metaKey;
  if (!mod) return false;
  // Save page, view source, print (a way to save too).
  if (!event.shiftKey && (key === 's' || key === 'u' || key === 'p')) return true;
  // Developer tools: Ctrl+Shift+I / J / C (Windows, Linux), Cmd+Option+I / J / C (macOS).
  if ((event.shiftKey || event.altKey) && (key === 'i' || key === 'j' || key === 'c')) return true;
  return false;
}

export function useBlockedShortcuts(active = true) {
  useEffect(() => {
    if (!active) return;
    const handleKeyDown = (event: KeyboardEvent) => {
      if (isBlockedShortcut(event)) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    // Capture phase, so nothing on the page sees the shortcut first.
    document.addEventListener('keydown', handleKeyDown, true);
    return () => document.removeEventListener('keydown', handleKeyDown, true);
  }, [active]);
}

/** Props for the player's outer element: no context menu, no drag, no selection. */
export const deterrentProps = {
  onContextMenu: (event: React.MouseEvent) => event.preventDefault(),
  onDragStart: (event: React.DragEvent) => event.preventDefault(),
  draggable: false,
  style: {
    userSelect: 'none',
    WebkitUserSelect: 'none',
    WebkitTouchCallout: 'none',
  } as React.CSSProperties,
};
