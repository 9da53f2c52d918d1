import { useState } from 'react';

/** A round photo, or the person's initials on a colour derived from the name when there is none. */
export function UserAvatar({
  name,
  picture,
  size = 'md',
}: {
  name: string;
  picture?: string | null;
  size?: 'sm' | 'md';
}) {
  const [failed, setFailed] = useState(false);
  const box = size === 'sm' ? 'h-8 w-8 text-xs' : 'h-10 w-10 text-sm';
  if (picture && !failed) {
    return (
      <img
        src={picture}
        alt=""
        loading="lazy"
        onError={() => setFailed(true)}
        className={`${box} shrink-0 rounded-full bg-slate-200 object-cover`}
      />
    );
  }
  return (
    <span
      aria-hidden
      className={`${box} ${PALETTE[hash(name) % PALETTE.length]} inline-flex shrink-0 items-center justify-center rounded-full font-bold text-white uppercase`}
    >
      {initials(name)}
    </span>
  );
}

// -700 shades: white initials on each meet WCAG AA (4.5:1); the -600 ones did not.
const PALETTE = [
  'bg-sky-700',
  'bg-emerald-700',
  'bg-violet-700',
  'bg-amber-700',
  'bg-rose-700',
  'bg-teal-700',
];

function hash(text: string): number {
  let h = 0;
  for (const ch of text) h = (h * 31 + ch.codePointAt(0)!) >>> 0;
  return h;
}

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  // Array.from keeps a Ge'ez syllable (one code point) or an emoji whole.
  const letters = parts.slice(0, 2).map((part) => Array.from(part)[0] ?? '');
  return letters.join('') || '?';
}
