import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|svg|json|webmanifest)$/;
const brotli = promisify(brotliCompress);

/**
 * Writes a `.br` copy of every compressible build file under `assets/`, at Brotli's best quality (11),
 * which the server sends to browsers that accept it (api/src/http/pwa-static.ts). Compressing on the fly
 * uses quality 4, about gzip's size: for Shaka 175 KB against 147 KB here, the vendor bundle 130 KB
 * against 111 KB: a second and more of a 400 kbit/s link on a first visit (docs/benchmarks.md, Learner
 * player). Quality 11 is too slow to run per request, and hashed files never change, so once at build.
 */
export function precompressAssets(): Plugin {
  let outDir = 'dist';
  return {
    name: 'academy-precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const assets = path.join(outDir, 'assets');
      const files = (await readdir(assets, { recursive: true }))
        .map(String)
        .filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(assets, file);
          const body = await readFile(full);
          const packed = await brotli(body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          });
          // Tiny files can come out larger; the server then sends the file as it is.
          if (packed.length < body.length) await writeFile(`${full}.br`, packed);
        }),
      );
    },
  };
}
