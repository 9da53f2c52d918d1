import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import express, { Router } from 'express';
import type { SiteConfig } from '@academy/shared';

/**
 * Serves the built PWA: hashed assets cached for a year, the shell and service worker never cached by
 * the browser's HTTP cache (the service worker decides), and every other GET answered with the shell so
 * the client router can render the page (or its not-found page).
 */
export function pwaStatic(
  distDir: string,
  site: SiteConfig,
  options: {
    sourceMaps: boolean;
    /** Extra `<head>` tags for a path (the Open Graph tags of a shared certificate), or null. */
    headFor?: (pathname: string) => Promise<string | null>;
  } = { sourceMaps: true },
): Router | null {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) return null;
  // The site facts travel as inert JSON (not a script), so the CSP needs no inline-script exception.
  const siteJson = JSON.stringify(site).replace(/</g, '\\u003c');
  // Re-read when the build changes under a running server (a rebuild renames every hashed chunk).
  let cached = { mtimeMs: -1, html: '' };
  const shell = () => {
    const mtimeMs = statSync(indexFile, { throwIfNoEntry: false })?.mtimeMs ?? cached.mtimeMs;
    if (mtimeMs !== cached.mtimeMs) {
      const html = readFileSync(indexFile, 'utf8').replace(
        '</head>',
        `<script type="application/json" id="site-config">${siteJson}</script></head>`,
      );
      cached = { mtimeMs, html };
    }
    return cached.html;
  };
  const router = Router();
  if (!options.sourceMaps) {
    // A build made with maps (`--mode development`) still never hands the front-end source out here.
    router.get(/\.map$/, (_req, _res, next) => next('router'));
  }
  router.use(
    '/assets',
    express.static(path.join(distDir, 'assets'), { immutable: true, maxAge: '365d', index: false }),
  );
  router.use(
    express.static(distDir, {
      index: false,
      setHeaders: (res, file) => {
        const name = path.basename(file);
        if (name === 'sw.js' || name.startsWith('workbox-') || name.endsWith('.webmanifest')) {
          res.setHeader('Cache-Control', 'no-cache');
        } else {
          res.setHeader('Cache-Control', 'public, max-age=3600');
        }
      },
    }),
  );
  router.get(/.*/, async (req, res, next) => {
    if (!req.accepts('html')) return next();
    // A failed lookup still serves the page; only the sharing preview is lost.
    const extra = options.headFor ? await options.headFor(req.path).catch(() => null) : null;
    const html = extra ? shell().replace('</head>', `${extra}</head>`) : shell();
    res.set('Cache-Control', 'no-cache').type('html').send(html);
  });
  return router;
}
