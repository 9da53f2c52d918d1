import { cp, mkdir, readdir, stat } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { TableSnapshot } from './database-snapshot.ts';

/** What a backup folder holds, written last as `manifest.json`: a folder without it is incomplete. */
export interface BackupManifest {
  format: 1;
  createdAt: string;
  /** The newest migration of the academy that took it (a restore needs the same or a later version). */
  migration: string;
  tables: TableSnapshot[];
  media: { driver: 'local'; files: number; bytes: number } | { driver: 's3'; bucket: string };
  /** Secrets generated into the data folder that the data cannot be used without. */
  secrets: string[];
}

/**
 * The generated secrets a restored academy needs: the media master key (lesson keys are derived from
 * it) and the session-signing secret. Only present when they were generated, not given as variables.
 */
export const DATA_SECRETS = ['media-master-key', 'jwt-secret'] as const;

export async function folderSize(dir: string): Promise<{ files: number; bytes: number }> {
  if (!existsSync(dir)) return { files: 0, bytes: 0 };
  let files = 0;
  let bytes = 0;
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    files += 1;
    bytes += (await stat(path.join(entry.parentPath, entry.name))).size;
  }
  return { files, bytes };
}

export async function copyFolder(from: string, to: string): Promise<void> {
  await mkdir(to, { recursive: true, mode: 0o700 });
  if (existsSync(from)) await cp(from, to, { recursive: true, errorOnExist: false });
}
