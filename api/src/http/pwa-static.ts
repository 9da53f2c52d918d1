import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import express, { Router } from 'express';
import type { Language, SiteConfig } from '@academy/shared';
import type { Principal } from './route.ts';
import { routePreloads } from './route-preloads.ts';
import { firstScreenCopy, translator } from './first-screen/copy.ts';
import {
  drawFirstScreen,
  languageOf,
  shellWith,
  signedInOf,
  viewerTokenOf,
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
    /**
     * The pages drawn for a signed-in learner (their dashboard, a lesson they bought), from their own
     * answers, with `viewerOf` reading who they are from the token the app mirrors into the `viewer`
     * cookie for those pages' paths.
     */
    drawViewerPage?: DrawPage;
    viewerOf?: (token: string) => Promise<Principal | null>;
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
  const drawnFor = async (
    draw: DrawPage | undefined,
    pathname: string,
    query: URLSearchParams,
    language: Language,
    viewer: Principal | null,
  ) => {
    const copy = copyOf();
    if (!draw || !copy) return null;
    const t = translator(copy, language);
    // A failed lookup still serves the page: the app draws it as it did before.
    const screen = await draw(pathname, t, language, query, viewer).catch(() => null);
    return screen && drawFirstScreen(screen, t, language, site.appName, pathname, !!viewer);
  };
  /** The learner the `viewer` cookie names, if its session is live; never an admin's session. */
  const viewerFrom = async (cookies: string | undefined): Promise<Principal | null> => {
    const token = viewerTokenOf(cookies);
    if (!token || !options.viewerOf) return null;
    const viewer = await options.viewerOf(token).catch(() => null);
    return viewer?.audience === 'learner' ? viewer : null;
  };
  /**
   * The drawing for this reader: a signed-in learner's own page, or nothing for them (every other
   * drawing is the visitor's picture: sign-in buttons, enrol buttons and locks on what they own); a
   * visitor's otherwise.
   */
  const drawingFor = async (req: express.Request, language: Language, query: URLSearchParams) => {
    const cookies = req.get('cookie');
    const viewer = await viewerFrom(cookies);
    if (viewer) {
      const drawn = await drawnFor(options.drawViewerPage, req.path, query, language, viewer);
      return { drawn, personal: drawn !== null };
    }
    if (signedInOf(cookies)) return { drawn: null, personal: false };
    return {
      drawn: await drawnFor(options.drawPage, req.path, query, language, null),
      personal: false,
    };
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
    const [meta, { drawn, personal }] = await Promise.all([
      options.headFor ? options.headFor(req.path).catch(() => null) : null,
      drawingFor(req, language, query),
    ]);
    const extra = `${preloadsFor(req.path, language)}${meta ?? ''}`;
    // A function, not a string: `$&` or `$'` in a learner's name must not copy the page into the tags.
    const head = extra ? shell().replace('</head>', () => `${extra}</head>`) : shell();
    // The page differs by its cookies: the language, whether a learner is signed in, and who.
    res.vary('Cookie');
    res
      // A learner's own page is kept by no cache, theirs included: the app's service worker keeps
      // only the plain shell, and a shared phone's next reader must not be shown it.
      .set('Cache-Control', personal ? 'private, no-store' : 'no-cache')
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
