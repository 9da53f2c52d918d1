import { readFile } from 'node:fs/promises';
import type { SegmentStat } from './encrypt-segments.ts';

export interface VariantEntry {
  uri: string;
  width?: number;
  height?: number;
  codecs: string;
  frameRate?: number;
  segments: SegmentStat[];
}

/**
 * Peak and average bits per second of what was actually written, not ffmpeg's (maxrate+audio)×1.1.
 * A last segment much shorter than the others (a lesson rarely ends on a 4 s boundary) is left out of
 * the peak: its keyframe over a fraction of a second would read as a huge rate and push players down
 * the ladder for the whole video, while its few bytes never strain the link.
 */
export function measureBandwidth(segments: SegmentStat[]): { peak: number; average: number } {
  let peak = 0;
  let bytes = 0;
  let seconds = 0;
  const longest = Math.max(0, ...segments.map((s) => s.durationSeconds));
  segments.forEach((s, i) => {
    const shortTail = i > 0 && i === segments.length - 1 && s.durationSeconds < longest / 2;
    if (s.durationSeconds > 0 && !shortTail)
      peak = Math.max(peak, (s.bytes * 8) / s.durationSeconds);
    bytes += s.bytes;
    seconds += s.durationSeconds;
  });
  return { peak: Math.ceil(peak), average: Math.ceil(seconds > 0 ? (bytes * 8) / seconds : 0) };
}

/** The RFC 6381 codec string of the H.264 stream in an fMP4 init segment, read from its avcC box. */
export async function avcCodecString(initFile: string): Promise<string> {
  const data = await readFile(initFile);
  const at = data.indexOf('avcC');
  if (at < 0 || at + 8 > data.length) return 'avc1.4d401f';
  const hex = (b: number) => b.toString(16).padStart(2, '0');
  return `avc1.${hex(data[at + 5]!)}${hex(data[at + 6]!)}${hex(data[at + 7]!)}`;
}

/** Writes the master playlist: video variants biggest first, then the audio-only one. */
export function renderMasterPlaylist(variants: VariantEntry[]): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:7', '#EXT-X-INDEPENDENT-SEGMENTS'];
  for (const v of variants) {
    const { peak, average } = measureBandwidth(v.segments);
    const attributes = [
      `BANDWIDTH=${peak}`,
      `AVERAGE-BANDWIDTH=${average}`,
      ...(v.width && v.height ? [`RESOLUTION=${v.width}x${v.height}`] : []),
      ...(v.frameRate ? [`FRAME-RATE=${v.frameRate.toFixed(3)}`] : []),
      `CODECS="${v.codecs}"`,
      // Lessons carry no embedded captions. Without saying so, Shaka downloads the middle and the last
      // segment to look for them before the first frame: +3.2 s at 400 kbit/s (docs/benchmarks.md).
      'CLOSED-CAPTIONS=NONE',
    ];
    lines.push(`#EXT-X-STREAM-INF:${attributes.join(',')}`, v.uri);
  }
  return `${lines.join('\n')}\n`;
}
