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
 * `skip`: files already stored (the first rungs, published at the playable moment). `last`: files
 * written one by one after every other is stored (the master playlist of a version already served, so
 * it never lists a rung whose files are not all there). Returns the paths it stored.
 */
export async function uploadFolder(
  storage: Storage,
  dir: string,
  prefix: string,
  options: {
    signal?: AbortSignal;
    onProgress?: (fraction: number) => void;
    skip?: (file: string) => boolean;
    last?: string[];
  } = {},
): Promise<string[]> {
  const last = options.last ?? [];
  const all = (await filesUnder(dir)).filter((f) => !options.skip?.(f));
  const files = all
    .filter((f) => !last.includes(f))
    .sort(
      (a, b) => Number(a.endsWith('.m3u8')) - Number(b.endsWith('.m3u8')) || a.localeCompare(b),
    );
  const after = last.filter((f) => all.includes(f));
  const sizes = await Promise.all(
    [...files, ...after].map(async (f) => (await stat(path.join(dir, f))).size),
  );
  const total = sizes.reduce((a, b) => a + b, 0) || 1;
  let done = 0;
  let next = 0;
  const store = async (index: number, file: string) => {
    options.signal?.throwIfAborted();
    await storage.put(
      `${prefix}/${file}`,
      createReadStream(path.join(dir, file)),
      contentTypeOf(file),
    );
    done += sizes[index]!;
    options.onProgress?.(done / total);
  };
  const lane = async () => {
    while (next < files.length) {
      const index = next++;
      await store(index, files[index]!);
    }
  };
  await Promise.all([lane(), lane(), lane(), lane()]);
  for (const [i, file] of after.entries()) await store(files.length + i, file);
  return [...files, ...after];
}
