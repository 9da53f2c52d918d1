import { PROTECTION } from '@academy/shared';
import { useEffect, useState } from 'react';
import { nextCodePlace } from './protection-rules.ts';

const W = PROTECTION.watermark;
// Enough tiles to cover a full-screen 1080p picture after the rotation.
const TILES = Array.from({ length: 72 }, (_, i) => i);

export interface ViewerWatermarkProps {
  /** The learner's 8-hex code. */
  viewerCode: string;
  /** The session's 12-hex watermark data. */
  sessionCode: string;
  brand: string;
}

/**
 * The per-viewer watermark (spec 000 §9): a faint tiled layer of the viewer and session codes rotated
 * -30°, the brand text, a fainter forensic line, and the viewer code in full strength jumping to a new
 * place every second, so cropping or blurring one corner of a recording does not remove it. It is
 * real DOM inside the player's full-screen container, so it stays on screen in full screen and on
 * phones; `aria-hidden` keeps it out of screen readers.
 */
export function ViewerWatermark({ viewerCode, sessionCode, brand }: ViewerWatermarkProps) {
  const [place, setPlace] = useState(() => nextCodePlace());
  useEffect(() => {
    const timer = setInterval(() => setPlace(nextCodePlace()), W.moveEveryMs);
    return () => clearInterval(timer);
  }, []);

  return (
    <div
      aria-hidden
      data-testid="viewer-watermark"
      className="pointer-events-none absolute inset-0 z-10 overflow-hidden select-none"
    >
      <div
        className="absolute -inset-1/2 flex flex-wrap content-start text-white"
        style={{
          opacity: W.opacity,
          fontSize: W.fontSize,
          gap: W.tileSpacing / 2,
          padding: W.tileSpacing / 4,
          transform: `rotate(${W.rotationDeg}deg)`,
        }}
      >
        {TILES.map((i) => (
          <span
            key={i}
            className="font-mono whitespace-nowrap"
            style={{ width: W.tileSpacing * 1.5 }}
          >
            {viewerCode} · {sessionCode}
          </span>
        ))}
      </div>
      <span
        className="absolute right-3 bottom-14 font-semibold text-white"
        style={{ fontSize: W.brandFontSize, opacity: W.brandOpacity }}
      >
        {brand}
      </span>
      <span
        className="absolute top-2 left-3 font-mono text-white"
        style={{ fontSize: W.forensicFontSize, opacity: W.forensicOpacity }}
      >
        {sessionCode}
        {viewerCode}
      </span>
      <span
        data-testid="viewer-code"
        className="absolute rounded bg-black/30 px-1.5 py-0.5 font-mono text-sm font-semibold text-white/70 transition-none"
        style={{ left: `${place.left}%`, top: `${place.top}%` }}
      >
        {viewerCode}
      </span>
    </div>
  );
}
