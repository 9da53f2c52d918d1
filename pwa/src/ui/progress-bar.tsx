const HEIGHT = { xs: 'h-1', sm: 'h-2', md: 'h-2.5' } as const;

/** The empty track: grey on white, paler on a card's grey line, see-through on a dark hero. */
const TRACK = { slate: 'bg-slate-200', pale: 'bg-slate-100', onDark: 'bg-white/20' } as const;

/**
 * The filled part: the accent while under way, green once done (lighter on a dark hero), the
 * player's red; amber while a video is processed or an upload waits.
 */
const FILL = {
  accent: 'bg-accent-600',
  green: 'bg-green-600',
  lightGreen: 'bg-green-500',
  red: 'bg-red-600',
  amber: 'bg-amber-500',
} as const;

/**
 * How far something has got, 0–100 (a lesson watched, a download, a course done): a rounded track
 * and its filled part, read out as a progressbar with its value and `label`. A `<span>`, so it may
 * sit inside a button; `className` places it (its top margin); `data-*` attributes go on the bar.
 */
export function ProgressBar({
  percent,
  label,
  size = 'sm',
  track = 'slate',
  fill = 'accent',
  className = '',
  ...data
}: {
  percent: number;
  /** Its name, read out with the value (axe: aria-progressbar-name). */
  label: string;
  size?: keyof typeof HEIGHT;
  track?: keyof typeof TRACK;
  fill?: keyof typeof FILL;
  className?: string;
  [dataAttribute: `data-${string}`]: string | undefined;
}) {
  return (
    <span
      {...data}
      role="progressbar"
      aria-label={label}
      aria-valuenow={percent}
      aria-valuemin={0}
      aria-valuemax={100}
      className={`block overflow-hidden rounded-full ${HEIGHT[size]} ${TRACK[track]} ${className}`}
    >
      <span
        className={`block h-full rounded-full transition-all ${FILL[fill]}`}
        style={{ width: `${percent}%` }}
      />
    </span>
  );
}
