import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

export interface FfmpegBinaries {
  ffmpeg: string;
  ffprobe: string;
}

const require = createRequire(import.meta.url);

function shipped(
  pkg: '@ffmpeg-installer/ffmpeg' | '@ffprobe-installer/ffprobe',
): string | undefined {
  try {
    return (require(pkg) as { path: string }).path;
  } catch {
    return undefined;
  }
}

/**
 * Which ffmpeg to run: the configured paths, else the system's (Debian's is 5.1), else the static
 * binaries shipped in npm packages (ffmpeg 4.1) so that a fresh machine works without apt.
 */
export function resolveBinaries(
  options: { ffmpegPath?: string; ffprobePath?: string } = {},
): FfmpegBinaries {
  const pick = (
    configured: string | undefined,
    system: string,
    fallback: string | undefined,
    name: string,
  ) => {
    if (configured) return configured;
    if (existsSync(system)) return system;
    if (fallback) return fallback;
    throw new Error(`No ${name} found: install ffmpeg or set ${name.toUpperCase()}_PATH`);
  };
  return {
    ffmpeg: pick(
      options.ffmpegPath,
      '/usr/bin/ffmpeg',
      shipped('@ffmpeg-installer/ffmpeg'),
      'ffmpeg',
    ),
    ffprobe: pick(
      options.ffprobePath,
      '/usr/bin/ffprobe',
      shipped('@ffprobe-installer/ffprobe'),
      'ffprobe',
    ),
  };
}

/** The npm-shipped binaries, whatever the system has: for tests that the pipeline works with both. */
export function shippedBinaries(): FfmpegBinaries | null {
  const ffmpeg = shipped('@ffmpeg-installer/ffmpeg');
  const ffprobe = shipped('@ffprobe-installer/ffprobe');
  return ffmpeg && ffprobe ? { ffmpeg, ffprobe } : null;
}
