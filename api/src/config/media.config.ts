import { defineConfigPart, integer, text } from './env.ts';

/** The tools and marks of transcoding. */
export interface MediaConfig {
  media: {
    ffmpegPath: string | undefined;
    ffprobePath: string | undefined;
    watermarkText: string;
    /** A transcoding attempt without a heartbeat for this long belongs to a dead worker. */
    staleAfterSeconds: number;
  };
}

export const mediaPart = defineConfigPart({
  env: {
    FFMPEG_PATH: text(),
    FFPROBE_PATH: text(),
    WATERMARK_TEXT: text(),
    TRANSCODE_STALE_SECONDS: integer(60, 5, 3600, 'a number of seconds'),
  },
  build: (e, ctx): MediaConfig => ({
    media: {
      ffmpegPath: e.FFMPEG_PATH,
      ffprobePath: e.FFPROBE_PATH,
      watermarkText: e.WATERMARK_TEXT ?? ctx.site.appName,
      staleAfterSeconds: e.TRANSCODE_STALE_SECONDS,
    },
  }),
});
