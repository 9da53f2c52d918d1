/**
 * The protection layer's numbers (spec 000 §9), used by the learner player and the server alike.
 * Times in milliseconds, sizes in CSS pixels.
 */
export const PROTECTION = {
  sessionMinutes: 60,
  /** The player asks for a fresh session this long before the current one ends. */
  sessionRefreshBeforeMs: 5 * 60_000,
  securityCheckMs: 30_000,
  watermark: {
    opacity: 0.1,
    fontSize: 24,
    tileSpacing: 200,
    rotationDeg: -30,
    /** The per-viewer code jumps to a new place this often. */
    moveEveryMs: 1_000,
    brandFontSize: 24,
    brandOpacity: 0.15,
    forensicFontSize: 12,
    forensicOpacity: 0.05,
  },
  /** Developer tools docked: outer and inner window differ by more than this. */
  devtoolsThresholdPx: 160,
  virtualMachineKeywords: ['VirtualBox', 'VMware', 'QEMU', 'Xen'],
  alertIntervalMs: 2_000,
  recordingCheckMs: 1_000,
  gameBar: { checkMs: 2_000, detections: 5, minElements: 2 },
  rapidFocusChanges: 3,
  /** Focus changes count as rapid when this many happen within this window. */
  rapidFocusWindowMs: 3_000,
  highMemoryBytes: 100 * 1024 * 1024,
  lowFrameRate: { fps: 10, seconds: 3 },
} as const;

/**
 * What the player may report. Strong signals block playback (a capture started from the page, developer
 * tools, the game-bar pattern); weak ones are only reported, because they fire on the cheap phones most
 * learners use (see the spec README's deviation table).
 */
export const STRONG_VIOLATIONS = ['screen_capture', 'devtools', 'game_bar'] as const;
export const WEAK_VIOLATIONS = [
  'virtual_machine',
  'high_memory',
  'low_frame_rate',
  'focus_changes',
] as const;
export const VIOLATION_KINDS = [...STRONG_VIOLATIONS, ...WEAK_VIOLATIONS] as const;
export type ViolationKind = (typeof VIOLATION_KINDS)[number];
export type ViolationStrength = 'strong' | 'weak';

export function violationStrength(kind: ViolationKind): ViolationStrength {
  return (STRONG_VIOLATIONS as readonly string[]).includes(kind) ? 'strong' : 'weak';
}

/** Spec 000 §8's protection messages, word for word. */
export const PROTECTION_MESSAGES = {
  initFailed: 'Security initialization failed',
  noSession: 'No active DRM session',
  decryptFailed: 'Failed to decrypt video URL',
  invalidSession: 'Invalid or expired DRM session',
  screenRecording: 'Screen recording detected',
  extensions: 'Suspicious browser extensions detected',
  devtools: 'Developer tools detected',
  virtualMachine: 'Virtual machine environment detected',
} as const;
