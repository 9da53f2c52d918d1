// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { appVersion, packageVersion, shortCommit } from './app-version.ts';

describe('the version the app reports', () => {
  it('is the package version with the commit it was built from', () => {
    expect(appVersion('0.1.0', () => 'ae6e104')).toBe('0.1.0+ae6e104');
  });

  it('is the package version alone when built without git', () => {
    expect(appVersion('0.1.0', () => undefined)).toBe('0.1.0');
  });

  it("reads this checkout's package version and commit", () => {
    expect(packageVersion()).toMatch(/^\d+\.\d+\.\d+/);
    // A short hash in a git checkout; nothing at all in a copy without git, never an error.
    expect(shortCommit() ?? 'no git').toMatch(/^([0-9a-f]{4,40}|no git)$/);
  });
});
