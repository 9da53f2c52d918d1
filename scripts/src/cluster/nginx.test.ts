import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEEP_ALIVE_MS } from '../../../api/src/server.ts';
import { freePortBlock, portFree, until } from './cluster-harness.ts';
import { UPSTREAM_KEEPALIVE_S, writeNginxConfig } from './nginx.ts';

/**
 * The proxy configuration `npm run cluster` writes, run by Debian's nginx in front of two small HTTP
 * servers standing in for the API processes. (cluster.test.ts runs it in front of the real ones.)
 */
const dir = mkdtempSync(path.join(tmpdir(), 'academy-nginx-'));
let nginx: ChildProcess;
let url: string;
let ports: number[];
const servers: Server[] = [];

/** An "API process" on `port` that answers with its name. */
function apiProcess(name: string, port: number): Promise<Server> {
  const server = createServer((_req, res) => res.end(name));
  servers.push(server);
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

const answer = async () => (await fetch(`${url}/api/anything`)).text();

beforeAll(async () => {
  const base = await freePortBlock(23_000);
  ports = [base + 1, base + 2];
  url = `http://127.0.0.1:${base}`;
  const conf = writeNginxConfig({ dir, port: base, upstreams: ports });
  nginx = spawn(process.env.NGINX_PATH || 'nginx', ['-p', dir, '-c', conf, '-e', 'stderr'], {
    stdio: 'ignore',
  });
  await until(async () => !(await portFree(base)), 10_000, 'nginx listens');
});

afterAll(async () => {
  nginx?.kill('SIGQUIT');
  if (nginx && nginx.exitCode === null) await new Promise((r) => nginx.once('exit', r));
  for (const server of servers) server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('nginx in front of the API processes', () => {
  it('hands a request to the next process when one is gone, and uses it again as soon as it is back', async () => {
    await apiProcess('second', ports[1]!);
    // The first process is not running: its connects are refused, and the second answers every time.
    for (let i = 0; i < 4; i += 1) expect(await answer()).toBe('second');

    // Back (a restarted process): it takes its share of the next requests at once. A process set aside
    // after a failure (max_fails=1 fail_timeout=5s, as before) got none for 5 s, its load on the other.
    await apiProcess('first', ports[0]!);
    const next = [];
    for (let i = 0; i < 4; i += 1) next.push(await answer());
    expect(next).toContain('first');
    expect(next).toContain('second');
  });

  it('closes an idle connection to an API process before the process would', () => {
    const conf = readFileSync(path.join(dir, 'nginx.conf'), 'utf8');
    const upstream = /upstream academy_api \{([^}]*)\}/.exec(conf)![1]!;
    expect(upstream).toContain(`keepalive_timeout ${UPSTREAM_KEEPALIVE_S}s;`);
    expect(UPSTREAM_KEEPALIVE_S * 1_000).toBeLessThan(API_KEEP_ALIVE_MS);
  });
});
