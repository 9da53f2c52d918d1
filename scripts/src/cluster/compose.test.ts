import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { root, run } from './cluster-harness.ts';

/**
 * docker-compose.yml as Debian's docker-compose reads it (no container runs here): it must be valid
 * with `.env.example` copied to `.env`, as the README tells an operator to do.
 */

const dir = mkdtempSync(path.join(tmpdir(), 'academy-compose-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const compose = async (...args: string[]) =>
  (await run('docker-compose', args, { cwd: dir, env: { ...process.env, HTTP_PORT: '8080' } }))
    .stdout;

describe('docker-compose.yml', () => {
  copyFileSync(path.join(root, 'docker-compose.yml'), path.join(dir, 'docker-compose.yml'));
  copyFileSync(path.join(root, '.env.example'), path.join(dir, '.env'));

  it('is valid and runs every part of the production shape', async () => {
    await compose('config', '-q');
    expect((await compose('config', '--services')).trim().split('\n').sort()).toEqual(
      ['api', 'nginx', 'postgres', 's3', 's3-bucket', 'worker'].sort(),
    );
  });

  it('runs two API replicas and two workers that trust only nginx as their proxy', async () => {
    const text = await compose('config');
    expect(text.match(/replicas: 2/g)).toHaveLength(2);
    const nginxAddress = /ipv4_address: ([\d.]+)/.exec(text)![1];
    expect(text).toContain(`TRUST_PROXY: ${nginxAddress}`);
    const source = readFileSync(path.join(root, 'docker-compose.yml'), 'utf8');
    for (const service of ['postgres', 's3', 'api', 'nginx']) {
      const block = source.split(`\n  ${service}:\n`)[1]!.split(/\n {2}\w/)[0]!;
      expect(block, service).toContain('healthcheck:');
    }
  });
});
