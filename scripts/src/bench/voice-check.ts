/**
 * Issue 28's check on sound: the small rungs carry 48 kbit/s mono AAC, which must still carry the voice.
 * No speech recogniser is at hand, so it compares what one would hear: the integrated loudness (EBU R128)
 * and the balance of the bands, the upper band's level (3.4–7 kHz: consonants, wideband speech) against
 * the speech band's (300–3,400 Hz, what telephones carry), each of an encoded sound against the source's.
 * The balance, not each band's level: a mono downmix of a stereo voice keeps its loudness by raising
 * each channel's level 3 dB in every band at once, which is no change to the voice.
 */
import { runBinary } from '../../../transcoder/src/ffmpeg/run-ffmpeg.ts';

export interface Voice {
  /** Integrated loudness, LUFS. */
  loudness: number;
  /** RMS level of 300–3,400 Hz, dB. */
  speechBand: number;
  /** RMS level of 3.4–7 kHz, dB. */
  upperBand: number;
}

/** Measures the first sound of `input` (a file, or an HLS playlist with `inputArgs` to open it). */
export async function measureVoice(
  ffmpeg: string,
  input: string,
  inputArgs: string[] = [],
): Promise<Voice> {
  const { stderr } = await runBinary(ffmpeg, [
    ...['-hide_banner', '-nostdin', ...inputArgs, '-i', input],
    '-filter_complex',
    '[0:a:0]asplit=3[l][s][u];[l]ebur128=framelog=verbose[lo];' +
      '[s]highpass=f=300,lowpass=f=3400,astats[so];' +
      '[u]highpass=f=3400,lowpass=f=7000,astats[uo]',
    ...['-map', '[lo]', '-f', 'null', '-'],
    ...['-map', '[so]', '-f', 'null', '-'],
    ...['-map', '[uo]', '-f', 'null', '-'],
  ]);
  const loudness = /I:\s+(-?[0-9.]+) LUFS\s*\n(?![\s\S]*I:\s+-?[0-9.]+ LUFS)/.exec(stderr)?.[1];
  // Each astats prints its channels, then "Overall": its last RMS line is the whole sound's. Instances
  // are numbered in filter order, the speech band's first.
  const byInstance = new Map<number, number>();
  for (const m of stderr.matchAll(/Parsed_astats_(\d+)[^\n]*RMS level dB: (-?[0-9.]+|-inf)/g)) {
    byInstance.set(Number(m[1]), Number(m[2]));
  }
  const levels = [...byInstance.entries()].sort((a, b) => a[0] - b[0]).map(([, level]) => level);
  if (!loudness || levels.length < 2)
    throw new Error(`no voice figures in ffmpeg's output: ${stderr.slice(-500)}`);
  return { loudness: Number(loudness), speechBand: levels[0]!, upperBand: levels.at(-1)! };
}

const signed = (n: number) => `${n >= 0 ? '+' : '−'}${Math.abs(n).toFixed(1)}`;

const balance = (v: Voice) => v.upperBand - v.speechBand;

/** "−0.1 LU, +0.0 dB": how far an encoded sound's loudness and band balance are from the source's. */
export function voiceDifference(source: Voice, encoded: Voice): string {
  return [
    `${signed(encoded.loudness - source.loudness)} LU`,
    `${signed(balance(encoded) - balance(source))} dB`,
  ].join(', ');
}
