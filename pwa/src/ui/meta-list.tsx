import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** One fact of a course's meta line: a decorative icon, its words, and an optional name read out first. */
export type MetaItem = { icon: LucideIcon; text: ReactNode; srLabel?: string };

const SIZE = {
  sm: { list: 'gap-x-4 gap-y-1 text-xs', item: 'gap-1', icon: 'h-3.5 w-3.5' },
  md: { list: 'gap-x-5 gap-y-2 text-sm', item: 'gap-1.5', icon: 'h-4 w-4' },
} as const;

const TONE = { muted: 'text-slate-600', onDark: 'text-slate-200' } as const;

/**
 * A course's facts in a wrapping line ("👥 12 students · ▶ 8 lessons · 🕑 2h 5m"): small on a card,
 * larger in a hero; `onDark` for the dark heroes. `className` places the line (its top margin).
 */
export function MetaList({
  items,
  size = 'md',
  tone = 'muted',
  className = '',
}: {
  items: MetaItem[];
  size?: keyof typeof SIZE;
  tone?: keyof typeof TONE;
  className?: string;
}) {
  const look = SIZE[size];
  return (
    <ul className={`flex flex-wrap ${look.list} ${TONE[tone]} ${className}`}>
      {items.map(({ icon: Icon, text, srLabel }, index) => (
        <li key={index} className={`flex items-center ${look.item}`}>
          <Icon className={look.icon} aria-hidden />
          {srLabel ? <span className="sr-only">{srLabel}</span> : null}
          {text}
        </li>
      ))}
    </ul>
  );
}
