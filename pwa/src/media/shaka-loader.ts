import type shakaNamespace from 'shaka-player/dist/shaka-player.hls-es2021.js';

export type Shaka = typeof shakaNamespace;

let loading: Promise<Shaka> | null = null;

/**
 * Shaka Player, downloaded only by the screens that play video (about 530 KB, 160 KB gzipped): the
 * HLS-only ES2021 build, since lessons are HLS (fMP4, AES-128 segments) and the app targets ES2022.
 * Polyfills are installed once, before the first player.
 */
export function loadShaka(): Promise<Shaka> {
  loading ??= import(/* offline: first-use */ 'shaka-player/dist/shaka-player.hls-es2021.js').then(
    (module) => {
      const shaka = ((module as { default?: Shaka }).default ?? module) as Shaka;
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
