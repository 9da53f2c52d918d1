import { useCallback, useEffect, useState, type RefObject } from 'react';

/**
 * Full screen on the player's container, never the bare <video>: the controls, the watermark and the
 * protection overlay live in that container and must stay over the picture in full screen.
 */
export function useFullscreen(boxRef: RefObject<HTMLElement | null>) {
  const [fullscreen, setFullscreen] = useState(false);
  useEffect(() => {
    const handleChange = () => setFullscreen(document.fullscreenElement === boxRef.current);
    document.addEventListener('fullscreenchange', handleChange);
    return () => document.removeEventListener('fullscreenchange', handleChange);
  }, [boxRef]);
  const toggle = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void boxRef.current?.requestFullscreen?.().catch(() => undefined);
  }, [boxRef]);
  return { fullscreen, toggle };
}
