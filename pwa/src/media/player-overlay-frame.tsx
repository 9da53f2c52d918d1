import type { LucideIcon } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';

const SHADE = {
  /** Hides the picture (recording blocked). */
  opaque: 'bg-black/95',
  /** A problem over a paused picture. */
  dim: 'bg-black/90',
  /** The player could not play: nothing to see behind. */
  slate: 'bg-slate-900',
} as const;

/**
 * The player's kit (it lives with the player, not in ui/, so that it downloads with the player and
 * never with the home page). A box over the whole video player (a playback problem, recording blocked): centred white words on
 * a dark shade; a box taller than a small phone player scrolls from its top. `stacked` spaces its
 * children evenly; without it they keep their own margins.
 */
export function PlayerOverlay({
  shade,
  stacked = true,
  testId,
  children,
  ...aria
}: Omit<ComponentProps<'div'>, 'className'> & {
  shade: keyof typeof SHADE;
  stacked?: boolean;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <div
      {...aria}
      data-testid={testId}
      className={`absolute inset-0 z-30 flex overflow-y-auto p-3 text-center text-white sm:p-4 ${SHADE[shade]}`}
    >
      {/* m-auto centres the box and still lets a tall one scroll from its top. */}
      <div className={`m-auto max-w-md ${stacked ? 'flex flex-col items-center gap-3' : ''}`}>
        {children}
      </div>
    </div>
  );
}

const LOOK = {
  light: 'bg-white text-gray-900 hover:bg-gray-100',
  outline: 'border border-white/60 text-white hover:bg-white/10',
  glass: 'bg-white/10 text-white hover:bg-white/20',
} as const;

/** A button on a `PlayerOverlay`, with an optional decorative icon before its words. */
export function OverlayButton({
  look,
  icon: Icon,
  type = 'button',
  children,
  ...button
}: Omit<ComponentProps<'button'>, 'className'> & { look: keyof typeof LOOK; icon?: LucideIcon }) {
  return (
    <button
      type={type}
      {...button}
      className={`inline-flex min-h-10 items-center justify-center gap-2 rounded-lg px-4 text-sm font-semibold focus-visible:ring-4 focus-visible:ring-red-300 focus-visible:outline-none ${LOOK[look]}`}
    >
      {Icon ? <Icon className="h-4 w-4" aria-hidden /> : null}
      {children}
    </button>
  );
}
