import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/**
 * The version the app reports in its telemetry (VITE_APP_VERSION): the package's version with the
 * commit it was built from, `0.1.0+ae6e104`, so that the field figures of two builds can be told
 * apart. A build from a copy without git (an unpacked archive) reports the package version alone.
 */
export function appVersion(
  packageVersion: string,
  gitCommit: () => string | undefined = shortCommit,
): string {
  const commit = gitCommit();
  return commit ? `${packageVersion}+${commit}` : packageVersion;
}

/** The short hash of the checked-out commit, or undefined without git or outside a repository. */
export function shortCommit(): string | undefined {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: import.meta.dirname,
      stdio: ['ignore', 'pipe', 'ignore'],
      encoding: 'utf8',
    }).trim();
    return /^[0-9a-f]{4,40}$/.test(commit) ? commit : undefined;
  } catch {
    return undefined;
  }
}

/** This package's version, from its package.json. */
export function packageVersion(): string {
  const path = new URL('./package.json', import.meta.url);
  return (JSON.parse(readFileSync(path, 'utf8')) as { version: string }).version;
}
