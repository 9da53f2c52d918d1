import { useEffect, useState } from 'react';

const MOVE_MS = 20_000;
const CORNERS = ['top-3 right-3', 'bottom-16 left-3', 'top-3 left-3', 'bottom-16 right-3'];

/** A line over the picture that moves between corners every 20 s (spec 001 §6: the course title). */
export function MovingWatermark({ text }: { text: string }) {
  const [corner, setCorner] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setCorner((c) => (c + 1) % 4), MOVE_MS);
    return () => clearInterval(timer);
  }, []);
  return (
    <span
      aria-hidden
      data-testid="player-watermark"
      className={`pointer-events-none absolute z-10 max-w-[60%] truncate text-xs font-semibold text-white/40 drop-shadow transition-all duration-1000 sm:text-sm ${CORNERS[corner]}`}
    >
      {text}
    </span>
  );
}
