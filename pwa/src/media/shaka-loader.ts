import type shakaNamespace from '../../vendor/shaka-player/shaka-player.lean.js';

export type Shaka = typeof shakaNamespace;

let loading: Promise<Shaka> | null = null;

/**
 * Shaka Player, downloaded only by the screens that play video: a lean build of its HLS-only ES2021
 * bundle (430 KB, 125 KB Brotli, instead of 530 KB and 152 KB), without what lessons never need (they
 * are HLS with fMP4 segments and AES-128 encryption, without captions): no transmuxers, caption and
 * subtitle parsers, smart-TV detection or DRM polyfills. `npm run shaka:build` makes it
 * (scripts/src/shaka/build-shaka.mjs); its types are the package's own, a superset of its API.
 * Polyfills are installed once, before the first player.
 */
export function loadShaka(): Promise<Shaka> {
  loading ??= import(
    /* offline: first-use */ '../../vendor/shaka-player/shaka-player.lean.js'
  ).then(
    (module) => {
      const shaka = module.default;
      shaka.polyfill.installAll();
      return shaka;
    },
    (err: unknown) => {
      // A failed chunk download (weak connection) may succeed on the next try.
      loading = null;
      throw err;
    },
  );
  return loading;
}
