import { stat } from 'node:fs/promises';
import { FfmpegError, runBinary } from '../ffmpeg/run-ffmpeg.ts';
import { NotAVideoError, type VideoInfo } from './video-info.ts';

interface ProbeStream {
  codec_type?: string;
  codec_name?: string;
  profile?: string;
  sample_rate?: string;
  channels?: number;
  bit_rate?: string;
  width?: number;
  height?: number;
  avg_frame_rate?: string;
  r_frame_rate?: string;
  duration?: string;
  disposition?: { attached_pic?: number };
  tags?: { rotate?: string };
  side_data_list?: Array<{ side_data_type?: string; rotation?: number }>;
}

interface ProbeOutput {
  streams?: ProbeStream[];
  format?: { duration?: string; format_name?: string; size?: string };
}

const IMAGE_FORMATS = /(^|,)(image2|png_pipe|jpeg_pipe|gif|webp_pipe|bmp_pipe|tiff_pipe)($|,)/;

function rate(value: string | undefined): number {
  if (!value) return 0;
  const [n, d] = value.split('/').map(Number);
  return d ? n! / d : Number(n) || 0;
}

function rotationOf(stream: ProbeStream): VideoInfo['rotation'] {
  const raw =
    stream.side_data_list?.find((s) => typeof s.rotation === 'number')?.rotation ??
    Number(stream.tags?.rotate ?? 0);
  const normalised = (((Math.round(raw / 90) * 90) % 360) + 360) % 360;
  return normalised as VideoInfo['rotation'];
}

/** Reads a source with ffprobe; anything that is not a playable video ends in a NotAVideoError. */
export async function probeVideo(file: string, ffprobe: string): Promise<VideoInfo> {
  let output: ProbeOutput;
  try {
    const { stdout } = await runBinary(ffprobe, [
      '-v',
      'error',
      '-print_format',
      'json',
      '-show_format',
      '-show_streams',
      file,
    ]);
    output = JSON.parse(stdout) as ProbeOutput;
  } catch (err) {
    if (err instanceof FfmpegError) {
      throw new NotAVideoError(
        'This file is not a video we can read. Please upload an MP4, MOV, MKV, WebM or AVI video.',
      );
    }
    throw err;
  }
  const video = output.streams?.find(
    (s) => s.codec_type === 'video' && !s.disposition?.attached_pic,
  );
  if (!video?.width || !video.height || IMAGE_FORMATS.test(output.format?.format_name ?? '')) {
    throw new NotAVideoError(
      'This file has no video picture. Please upload a video file, not audio or an image.',
    );
  }
  const durationSeconds = Number(output.format?.duration ?? video.duration ?? 0);
  if (!Number.isFinite(durationSeconds) || durationSeconds <= 0) {
    throw new NotAVideoError(
      'This video has no readable length; it may be damaged or still being recorded.',
    );
  }
  const sound = output.streams?.find((s) => s.codec_type === 'audio');
  const rotation = rotationOf(video);
  const sideways = rotation === 90 || rotation === 270;
  const avg = rate(video.avg_frame_rate);
  const real = rate(video.r_frame_rate);
  return {
    durationSeconds,
    width: video.width,
    height: video.height,
    displayWidth: sideways ? video.height : video.width,
    displayHeight: sideways ? video.width : video.height,
    rotation,
    fps: avg || real || 30,
    variableFrameRate: avg > 0 && real > 0 && Math.abs(avg - real) > 0.5,
    hasAudio: sound !== undefined,
    ...(sound && {
      audio: {
        codec: sound.codec_name ?? 'unknown',
        profile: sound.profile ?? null,
        sampleRate: Number(sound.sample_rate) || 0,
        channels: sound.channels ?? 0,
        bitRate: Number(sound.bit_rate) || null,
      },
    }),
    videoCodec: video.codec_name ?? 'unknown',
    sizeBytes: Number(output.format?.size) || (await stat(file)).size,
  };
}
