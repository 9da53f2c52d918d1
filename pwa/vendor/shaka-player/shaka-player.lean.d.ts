// The lean build's API is a subset of the package's HLS build, whose types it borrows.
import shaka from 'shaka-player/dist/shaka-player.hls-es2021.js';

export default shaka;
