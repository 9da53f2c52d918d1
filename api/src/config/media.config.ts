import { defineConfigPart, integer, text } from './env.ts';

/** The tools and marks of transcoding. */
export interface MediaConfig {
  media: {
    ffmpegPath: string | undefined;
    ffprobePath: string | undefined;
    watermarkText: string;
    /** A transcoding attempt without a heartbeat for this long belongs to a dead worker. */
    staleAfterSeconds: number;
    /**
     * Where a proxy or CDN in front of the academy serves a version's segments, init files and posters
     * by storage key, checking nginx `secure_link` links (scripts/src/cluster/nginx.ts): a path on this
     * origin (`/media-edge`) or an absolute URL. Unset: the API serves them (or S3 presigned links).
     */
    edgeUrl: string | undefined;
  };
}

export const mediaPart = defineConfigPart({
  env: {
    FFMPEG_PATH: text(),
    FFPROBE_PATH: text(),
    WATERMARK_TEXT: text(),
    TRANSCODE_STALE_SECONDS: integer(60, 5, 3600, 'a number of seconds'),
    MEDIA_EDGE_URL: text(),
  },
  build: (e, ctx): MediaConfig => ({
    media: {
      ffmpegPath: e.FFMPEG_PATH,
      ffprobePath: e.FFPROBE_PATH,
      watermarkText: e.WATERMARK_TEXT ?? ctx.site.appName,
      staleAfterSeconds: e.TRANSCODE_STALE_SECONDS,
      edgeUrl: e.MEDIA_EDGE_URL?.replace(/\/+$/, ''),
    },
  }),
});
