/**
 * The player with Shaka, for a screen that loads it on demand (the admin player). Apart from the door,
 * which only re-exports, so that the loader travels in the chunk of the screen that uses it.
 */
export const loadVideoPlayer = () =>
  import('./video-player.tsx').then((m) => ({ default: m.VideoPlayer }));
