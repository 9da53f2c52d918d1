import { defineConfigPart, text } from './env.ts';

/** The tools and marks of transcoding. */
export interface MediaConfig {
  media: { ffmpegPath: string | undefined; ffprobePath: string | undefined; watermarkText: string };
}

export const mediaPart = defineConfigPart({
  env: {
    FFMPEG_PATH: text(),
    FFPROBE_PATH: text(),
    WATERMARK_TEXT: text(),
  },
  build: (e, ctx): MediaConfig => ({
    media: {
      ffmpegPath: e.FFMPEG_PATH,
      ffprobePath: e.FFPROBE_PATH,
      watermarkText: e.WATERMARK_TEXT ?? ctx.site.appName,
    },
  }),
});
