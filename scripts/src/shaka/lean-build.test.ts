import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const installed = (require('shaka-player/package.json') as { version: string }).version;
const lean = readFileSync(
  fileURLToPath(new URL('../../../pwa/vendor/shaka-player/shaka-player.lean.js', import.meta.url)),
  'utf8',
);

describe('the lean Shaka build the app plays lessons with', () => {
  it('is built from the installed shaka-player: an upgrade without `npm run shaka:build` fails here', () => {
    expect(lean).toContain(`"v${installed}-lean"`);
  });

  it('is an ES module that exports Shaka and leaves no global behind', () => {
    expect(lean.trimEnd()).toMatch(/export default exportTo\.shaka;$/);
    expect(lean).not.toMatch(/innerGlobal\.shaka\s*=/);
  });
});
