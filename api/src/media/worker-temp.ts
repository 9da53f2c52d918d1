import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '../logging/logger.ts';

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Removes `w-<pid>-*` folders of workers that no longer run (and of an earlier life of this pid). */
export async function removeStaleTempDirs(
  root: string,
  own: string,
  logger: Logger,
): Promise<void> {
  for (const name of await readdir(root).catch(() => [] as string[])) {
    const pid = Number(/^w-(\d+)-/.exec(name)?.[1]);
    const dir = path.join(root, name);
    if (!pid || dir === own || (isAlive(pid) && pid !== process.pid)) continue;
    await rm(dir, { recursive: true, force: true });
    logger.info({ dir }, 'removed a dead worker’s temporary folder');
  }
}
