import { useEffect, useState } from 'react';

/** Spec 000 §2: the playlist is open by default from 768 px, an overlay drawer below. */
const WIDE_QUERY = '(min-width: 768px)';

const isWide = () => window.matchMedia?.(WIDE_QUERY).matches ?? true;

/**
 * Whether the watch page is wide (playlist beside the player) and whether the playlist is open. The
 * width is followed live: a phone turned from a landscape of 768 px or more to portrait switches to
 * the drawer (closed, so it does not cover the video), and back to the open side panel when turned
 * again. Read once, a rotated phone kept the side panel, hidden below 768 px, and the toggle did nothing.
 */
export function usePlaylistPanel() {
  const [wide, setWide] = useState(isWide);
  const [panelOpen, setPanelOpen] = useState(wide);
  useEffect(() => {
    const query = window.matchMedia?.(WIDE_QUERY);
    if (!query) return;
    const onChange = () => {
      setWide(query.matches);
      setPanelOpen(query.matches);
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return { wide, panelOpen, setPanelOpen };
}
