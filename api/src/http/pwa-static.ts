import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import express, { Router } from 'express';
import type { Language, SiteConfig } from '@academy/shared';
import { routePreloads } from './route-preloads.ts';
import { firstScreenCopy, translator } from './first-screen/copy.ts';
import {
  drawFirstScreen,
  languageOf,
  shellWith,
  signedInOf,
  type DrawPage,
} from './first-screen/first-screen.ts';

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
    /**
     * The first screen of a page a shared link lands on, drawn from public data in the reader's
     * language (first-screen/), so that something is painted before the app's scripts have run.
     */
    drawPage?: DrawPage;
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
      // Inserted by a function: a replacement string would expand `$&`, `$'`, `` $` `` in the values.
      const html = readFileSync(indexFile, 'utf8').replace(
        '</head>',
        () => `<script type="application/json" id="site-config">${siteJson}</script></head>`,
      );
      cached = { mtimeMs, html };
    }
    return cached.html;
  };
  const preloadsFor = routePreloads(distDir);
  const copyOf = firstScreenCopy(distDir);
  const drawnFor = async (pathname: string, query: URLSearchParams, language: Language) => {
    const copy = copyOf();
    if (!options.drawPage || !copy) return null;
    const t = translator(copy, language);
    // A failed lookup still serves the page: the app draws it as it did before.
    const screen = await options.drawPage(pathname, t, language, query).catch(() => null);
    return screen && drawFirstScreen(screen, t, language, site.appName, pathname);
  };
  const router = Router();
  if (!options.sourceMaps) {
    // A build made with maps (`--mode development`) still never hands the front-end source out here.
    router.get(/\.map$/, (_req, _res, next) => next('router'));
  }
  const assetsDir = path.join(distDir, 'assets');
  const cachedForAYear = { immutable: true, maxAge: '365d', index: false } as const;
  router.use('/assets', brotliCopies(assetsDir, cachedForAYear));
  router.use('/assets', express.static(assetsDir, cachedForAYear));
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
    const cookies = req.get('cookie');
    const language = languageOf(cookies);
    // URLSearchParams, not URL: no address a client sends can make it throw.
    const query = new URLSearchParams(req.originalUrl.split('?')[1] ?? '');
    const [meta, drawn] = await Promise.all([
      options.headFor ? options.headFor(req.path).catch(() => null) : null,
      signedInOf(cookies) ? null : drawnFor(req.path, query, language),
    ]);
    const extra = `${preloadsFor(req.path, language)}${meta ?? ''}`;
    // A function, not a string: `$&` or `$'` in a learner's name must not copy the page into the tags.
    const head = extra ? shell().replace('</head>', () => `${extra}</head>`) : shell();
    // The page differs by two cookies, the language and whether a learner is signed in: the drawing is
    // public data, the same for every visitor.
    res.vary('Cookie');
    res
      .set('Cache-Control', 'no-cache')
      .type('html')
      .send(shellWith(head, language, drawn));
  });
  return router;
}

/** Several `headFor`s as one: each answers for its own paths; their tags are put side by side. */
export function combineHeads(
  ...parts: ((pathname: string) => Promise<string | null>)[]
): (pathname: string) => Promise<string | null> {
  return async (pathname) => {
    const tags = await Promise.all(parts.map((part) => part(pathname).catch(() => null)));
    return tags.filter(Boolean).join('') || null;
  };
}

const PRECOMPRESSED = /\.(js|css|svg|json|webmanifest)$/;

/**
 * The build's Brotli copies (`<file>.br`, quality 11: pwa/precompress.ts) for browsers that accept
 * them, 15–20 % smaller than compressing on the fly. A file without a copy falls through to the plain
 * one, which the compression middleware then packs as usual.
 */
function brotliCopies(dir: string, options: { immutable: true; maxAge: string; index: false }) {
  const copies = express.static(dir, {
    ...options,
    fallthrough: true,
    setHeaders: (res, file) => {
      res.setHeader('Content-Encoding', 'br');
      (res as express.Response).type(path.extname(file.slice(0, -'.br'.length)));
    },
  });
  return (req: express.Request, res: express.Response, next: express.NextFunction) => {
    if (!PRECOMPRESSED.test(req.path)) return next();
    res.vary('Accept-Encoding');
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.acceptsEncodings('br'))
      return next();
    const original = req.url;
    req.url = `${req.path}.br`;
    copies(req, res, (err?: unknown) => {
      req.url = original;
      next(err);
    });
  };
}
