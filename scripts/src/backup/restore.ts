/**
 * `npm run restore -- <backup folder>`: brings a backup back into an empty data folder (`DATA_DIR`, or
 * the empty database of `DATABASE_URL`). It refuses a folder that already holds an academy. See README
 * "Backups".
 */
import { chmod, copyFile, mkdir, readdir, readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig, loadEnvFile } from '../../../api/src/config/config.ts';
import { openDatabase, runMigrations } from '../../../api/src/db/database.ts';
import { createLogger } from '../../../api/src/logging/logger.ts';
import { openAcademyDatabase } from './academy-database.ts';
import { copyFolder, folderSize, type BackupManifest } from './backup-files.ts';
import { loadDatabase } from './database-snapshot.ts';

async function isEmptyFolder(dir: string): Promise<boolean> {
  return !existsSync(dir) || (await readdir(dir)).length === 0;
}

async function restore(source: string): Promise<BackupManifest> {
  const manifestFile = path.join(source, 'manifest.json');
  if (!existsSync(manifestFile)) {
    throw new Error(`${source} holds no manifest.json: not a backup, or one that did not finish`);
  }
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as BackupManifest;
  if (manifest.format !== 1) throw new Error(`unknown backup format ${String(manifest.format)}`);

  const config = loadConfig();
  const logger = createLogger('warn', 'restore');
  const media = config.storage.driver === 'local' ? config.storage.root : null;
  if (!config.database.url && !(await isEmptyFolder(config.database.embeddedDir))) {
    throw new Error(
      `${config.dataDir} already holds a database: restore into an empty data folder (set DATA_DIR)`,
    );
  }
  if (media && !(await isEmptyFolder(media))) {
    throw new Error(`${media} is not empty: restore into an empty data folder (set DATA_DIR)`);
  }

  // Secrets first: the embedded server is created next to them, and lesson keys need the master key.
  const secretsDir = path.join(config.dataDir, 'secrets');
  await mkdir(secretsDir, { recursive: true, mode: 0o700 });
  for (const name of manifest.secrets) {
    await copyFile(path.join(source, 'secrets', name), path.join(secretsDir, name));
    await chmod(path.join(secretsDir, name), 0o600);
  }

  const database = await openAcademyDatabase(config, logger);
  try {
    const db = openDatabase(database.url, 2);
    try {
      await runMigrations(db);
    } finally {
      await db.close();
    }
    await loadDatabase(database.url, path.join(source, 'database'), manifest.tables);
  } finally {
    await database.close();
  }

  if (manifest.media.driver === 'local' && media) {
    await copyFolder(path.join(source, 'media'), media);
    const copied = await folderSize(media);
    if (copied.files !== manifest.media.files || copied.bytes !== manifest.media.bytes) {
      throw new Error(
        `the media copy holds ${copied.files} files (${copied.bytes} bytes), the backup ${manifest.media.files} (${manifest.media.bytes} bytes)`,
      );
    }
  }
  return manifest;
}

async function main() {
  loadEnvFile();
  const source = process.argv[2];
  if (!source) throw new Error('usage: npm run restore -- <backup folder>');
  const manifest = await restore(path.resolve(source));
  const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
  console.log(
    `Restored the backup of ${manifest.createdAt}: ${manifest.tables.length} tables, ${rows} rows` +
      (manifest.media.driver === 'local' ? `, ${manifest.media.files} media files.` : '.') +
      ' Start the academy with npm start.',
  );
}

main()
  .then(() => process.exit(0))
  .catch((err: unknown) => {
    console.error(err instanceof ConfigError || err instanceof Error ? err.message : err);
    process.exit(1);
  });
