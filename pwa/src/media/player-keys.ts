/**
 * The player's keyboard (spec 000 §2 Player controls): space or k plays and pauses, the arrows skip by
 * the skip step and change the volume by the volume step, m mutes, f goes full screen, and a digit n
 * jumps to n × 10 % (0 to the start, 9 to 90 %). Pure, so the rules are tested without a browser.
 */
export type KeyAction =
  | { kind: 'toggle' }
  | { kind: 'seek'; time: number }
  | { kind: 'volume'; volume: number }
  | { kind: 'mute' }
  | { kind: 'fullscreen' };

export interface KeyContext {
  currentTime: number;
  duration: number;
  volume: number;
  seekStep: number;
  volumeStep: number;
}

const clamp = (value: number, min: number, max: number) => Math.max(min, Math.min(max, value));

export function keyAction(key: string, ctx: KeyContext): KeyAction | null {
  const end = Number.isFinite(ctx.duration) ? ctx.duration : 0;
  // Volume sums like 0.7 + 0.1 drift; round to the step's own precision.
  const volume = (v: number) => ({
    kind: 'volume' as const,
    volume: Math.round(clamp(v, 0, 1) * 100) / 100,
  });
  if (/^[0-9]$/.test(key)) return { kind: 'seek', time: (end * Number(key)) / 10 };
  switch (key) {
    case ' ':
    case 'k':
      return { kind: 'toggle' };
    case 'ArrowLeft':
    case 'j':
      return { kind: 'seek', time: clamp(ctx.currentTime - ctx.seekStep, 0, end) };
    case 'ArrowRight':
    case 'l':
      return { kind: 'seek', time: clamp(ctx.currentTime + ctx.seekStep, 0, end) };
    case 'ArrowUp':
      return volume(ctx.volume + ctx.volumeStep);
    case 'ArrowDown':
      return volume(ctx.volume - ctx.volumeStep);
    case 'm':
      return { kind: 'mute' };
    case 'f':
      return { kind: 'fullscreen' };
    default:
      return null;
  }
}
