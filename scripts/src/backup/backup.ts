/**
 * `npm run backup [-- <folder>]`: a consistent snapshot of the academy's database and media into a new
 * folder (default `./backups/<time>`), while the academy keeps running. See README "Backups".
 */
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { ConfigError, loadConfig, loadEnvFile } from '../../../api/src/config/config.ts';
import { MIGRATIONS_DIR } from '../../../api/src/db/database.ts';
import { createLogger } from '../../../api/src/logging/logger.ts';
import { openAcademyDatabase } from './academy-database.ts';
import { copyFolder, DATA_SECRETS, folderSize, type BackupManifest } from './backup-files.ts';
import { dumpDatabase } from './database-snapshot.ts';

/** The newest migration the backed-up database has had (not the one this code would bring). */
async function appliedMigration(url: string): Promise<string> {
  const journal = JSON.parse(
    await readFile(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8'),
  );
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      'select count(*)::int as n from drizzle.__drizzle_migrations',
    );
    return (journal.entries as Array<{ tag: string }>)[rows[0]!.n - 1]?.tag ?? 'none';
  } finally {
    await client.end();
  }
}

async function takeBackup(target: string): Promise<BackupManifest> {
  const config = loadConfig();
  const logger = createLogger('warn', 'backup');
  if (existsSync(target))
    throw new Error(`${target} already exists: a backup goes into a new folder`);
  await mkdir(path.join(target, 'database'), { recursive: true, mode: 0o700 });

  // The database first, then the files: every file the snapshot refers to was written before it was
  // taken, so it is in the copy; files written later are harmless extras.
  const database = await openAcademyDatabase(config, logger);
  let tables;
  let migration;
  try {
    migration = await appliedMigration(database.url);
    tables = await dumpDatabase(database.url, path.join(target, 'database'));
  } finally {
    await database.close();
  }

  let media: BackupManifest['media'];
  if (config.storage.driver === 'local') {
    await copyFolder(config.storage.root, path.join(target, 'media'));
    media = { driver: 'local', ...(await folderSize(path.join(target, 'media'))) };
  } else {
    // The bucket is not copied through this machine: its own versioning or replication keeps it.
    media = { driver: 's3', bucket: config.storage.bucket };
  }

  const secrets: string[] = [];
  await mkdir(path.join(target, 'secrets'), { recursive: true, mode: 0o700 });
  for (const name of DATA_SECRETS) {
    const file = path.join(config.dataDir, 'secrets', name);
    if (!existsSync(file)) continue;
    await copyFile(file, path.join(target, 'secrets', name));
    secrets.push(name);
  }

  const manifest: BackupManifest = {
    format: 1,
    createdAt: new Date().toISOString(),
    migration,
    tables,
    media,
    secrets,
  };
  await writeFile(path.join(target, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`, {
    mode: 0o600,
  });
  return manifest;
}

async function main() {
  loadEnvFile();
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const target = path.resolve(process.argv[2] ?? path.join('backups', stamp));
  const manifest = await takeBackup(target);
  const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
  const media =
    manifest.media.driver === 'local'
      ? `${manifest.media.files} media files (${(manifest.media.bytes / 1e6).toFixed(1)} MB)`
      : `no media: the S3 bucket ${manifest.media.bucket} is kept by its own versioning`;
  console.log(
    `Backup written to ${target}: ${manifest.tables.length} tables, ${rows} rows, ${media}.`,
  );
  if (manifest.secrets.length) {
    console.log(
      'It holds the generated secrets of the data folder: keep it as private as the data.',
    );
  }
}

main()
  .then(() => process.exit(0))
  .catch((err: unknown) => {
    console.error(err instanceof ConfigError || err instanceof Error ? err.message : err);
    process.exit(1);
  });
