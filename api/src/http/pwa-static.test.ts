import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { servePwaFrom } from '../../test/pwa-server.ts';

/**
 * The built app's files as a browser receives them: the build's Brotli copies (pwa/precompress.ts) to
 * browsers that accept Brotli, the plain file to the others, never a copy for a file that has none.
 */
let app: TestApp;
let closeServer: () => Promise<void>;
let base: string;
let distDir: string;
const script = `export const greeting = ${JSON.stringify('ሰላም '.repeat(2000))};\n`;

beforeAll(async () => {
  app = await startTestApp();
  distDir = mkdtempSync(path.join(tmpdir(), 'academy-dist-'));
  mkdirSync(path.join(distDir, 'assets/player'), { recursive: true });
  writeFileSync(
    path.join(distDir, 'index.html'),
    '<!doctype html><html><head><title>Academy</title></head><body><div id="root"></div></body></html>',
  );
  mkdirSync(path.join(distDir, '.vite'));
  writeFileSync(
    path.join(distDir, '.vite/manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/player/app-abc123.js', isEntry: true },
      'src/catalogue/course-detail-page.tsx': { file: 'assets/course-detail-page-ghi789.js' },
      'src/locales/ti-first.ts': { file: 'assets/ti-first-jkl012.js' },
      'src/locales/en-first.ts': { file: 'assets/en-first-mno345.js' },
    }),
  );
  writeFileSync(path.join(distDir, 'assets/player/app-abc123.js'), script);
  writeFileSync(path.join(distDir, 'assets/player/app-abc123.js.br'), brotliCompressSync(script));
  writeFileSync(
    path.join(distDir, 'assets/plain-def456.css'),
    'body { color: red; }\n'.repeat(200),
  );
  ({ base, close: closeServer } = await servePwaFrom(app, distDir));
});

afterAll(async () => {
  await closeServer();
  rmSync(distDir, { recursive: true, force: true });
  await app.close();
});

/** The raw answer, not decoded (fetch would decode it). */
function raw(pathname: string, acceptEncoding: string) {
  return new Promise<{ res: IncomingMessage; body: Buffer }>((resolve, reject) => {
    get(`${base}${pathname}`, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ res, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

describe('the app files', () => {
  it('go out as the Brotli copy to a browser that accepts Brotli', async () => {
    const { res, body } = await raw('/assets/player/app-abc123.js', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(Number(res.headers['content-length'])).toBe(body.length);
    expect(brotliDecompressSync(body).toString()).toBe(script);
  });

  it('go out as the file itself, compressed on the fly, to a browser without Brotli', async () => {
    const { res, body } = await raw('/assets/player/app-abc123.js', 'identity');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(body.toString()).toBe(script);
    const gzip = await raw('/assets/player/app-abc123.js', 'gzip');
    expect(gzip.res.headers['content-encoding']).toBe('gzip');
  });

  it('without a Brotli copy, go out as the file, compressed on the fly', async () => {
    const { res } = await raw('/assets/plain-def456.css', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/css/);
    expect(res.headers['content-encoding']).toBe('br');
  });

  it('are never read from outside the build folder', async () => {
    for (const sneaky of ['/assets/..%2f..%2fetc%2fpasswd', '/assets/%2e%2e/index.html.br']) {
      const { res, body } = await raw(sneaky, 'br');
      expect(res.headers['content-encoding']).not.toBe('br');
      expect(body.toString()).not.toContain('root:');
    }
  });
});

describe('the page', () => {
  it("names a course page's files in its head, so they download beside the app's own", async () => {
    const res = await fetch(`${base}/course/2f0c5d1e`, { headers: { accept: 'text/html' } });
    const html = await res.text();
    expect(res.status).toBe(200);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/course-detail-page-ghi789.js">',
    );
    // The build manifest itself is not handed out.
    const manifest = await fetch(`${base}/.vite/manifest.json`);
    expect(await manifest.text()).not.toContain('course-detail-page');
  });

  it("names the first copy in the reader's language: Tigrinya by default, English by the cookie", async () => {
    const head = async (cookie?: string) => {
      const html = await (
        await fetch(`${base}/course/2f0c5d1e`, {
          headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) },
        })
      ).text();
      return html.slice(0, html.indexOf('</head>'));
    };
    const first = await head();
    expect(first).toContain('href="/assets/ti-first-jkl012.js"');
    expect(first).not.toContain('en-first');
    const english = await head('consent=1; lang=en');
    expect(english).toContain('href="/assets/en-first-mno345.js"');
    expect(english).not.toContain('ti-first');
  });

  it('names no page files on a path that is no page of the list', async () => {
    const html = await (await fetch(`${base}/admin/courses`)).text();
    expect(html).not.toContain('modulepreload');
  });
});
