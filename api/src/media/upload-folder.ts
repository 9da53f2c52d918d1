import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Storage } from '../storage/storage.ts';
import { contentTypeOf } from './media-types.ts';

/** Every file under `dir`, as paths relative to it with forward slashes. */
async function filesUnder(dir: string, base = ''): Promise<string[]> {
  const files: string[] = [];
  for (const entry of await readdir(path.join(dir, base), { withFileTypes: true })) {
    const rel = base ? `${base}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...(await filesUnder(dir, rel)));
    else if (entry.isFile()) files.push(rel);
  }
  return files;
}

/**
 * Copies a transcoded folder into storage under `prefix`, four files at a time, playlists last (nothing
 * reads them before the version is activated, but a folder with playlists is then always complete).
 */
export async function uploadFolder(
  storage: Storage,
  dir: string,
  prefix: string,
  options: { signal?: AbortSignal; onProgress?: (fraction: number) => void } = {},
): Promise<number> {
  const files = (await filesUnder(dir)).sort(
    (a, b) => Number(a.endsWith('.m3u8')) - Number(b.endsWith('.m3u8')) || a.localeCompare(b),
  );
  const sizes = await Promise.all(files.map(async (f) => (await stat(path.join(dir, f))).size));
  const total = sizes.reduce((a, b) => a + b, 0) || 1;
  let done = 0;
  let next = 0;
  const lane = async () => {
    while (next < files.length) {
      options.signal?.throwIfAborted();
      const index = next++;
      const file = files[index]!;
      await storage.put(
        `${prefix}/${file}`,
        createReadStream(path.join(dir, file)),
        contentTypeOf(file),
      );
      done += sizes[index]!;
      options.onProgress?.(done / total);
    }
  };
  await Promise.all([lane(), lane(), lane(), lane()]);
  return files.length;
}
