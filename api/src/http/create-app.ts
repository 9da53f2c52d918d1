import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compression from 'compression';
import cors from 'cors';
import express, { Router, type Express } from 'express';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import type { AppContext } from '../context.ts';
import { accountsRoutes } from '../accounts/accounts.routes.ts';
import { adminRoutes } from '../admin/admin.routes.ts';
import { courseRoutes } from '../catalogue/course.routes.ts';
import { ratingRoutes } from '../ratings/rating.routes.ts';
import { certificatePageMeta } from '../certificates/certificate-meta.ts';
import { coursePageHead } from '../catalogue/course-page-head.ts';
import { catalogueFirstScreen } from '../catalogue/catalogue-first-screen.ts';
import { courseFirstScreen } from '../catalogue/course-first-screen.ts';
import { lessonFirstScreen } from '../media/lesson-first-screen.ts';
import { dashboardFirstScreen } from '../learning/dashboard-first-screen.ts';
import { drawPages } from './first-screen/first-screen.ts';
import { homeFirstScreen } from './first-screen/home.ts';
import { certificateRoutes } from '../certificates/certificate.routes.ts';
import { completionOf } from '../certificates/completion.ts';
import { groupLinkRoutes } from '../certificates/group-link.routes.ts';
import { contactRoutes } from '../contact/contact.routes.ts';
import { siteConfigRoutes } from '../config/site-config.routes.ts';
import { devMailboxRoutes } from '../email/dev-mailbox.routes.ts';
import { OutboxMailer } from '../email/mailer.ts';
import { healthRoutes } from '../health/health.routes.ts';
import { protectionRoutes } from '../protection/protection.routes.ts';
import { learningRoutes } from '../learning/learning.routes.ts';
import { mediaRoutes } from '../media/media.routes.ts';
import { docsRoutes } from '../docs/docs.routes.ts';
import { paymentRoutes } from '../purchases/payment.routes.ts';
import { pushRoutes } from '../push/push.routes.ts';
import { testCheckoutRoutes } from '../purchases/test-checkout.routes.ts';
import { telemetryRoutes } from '../telemetry/telemetry.routes.ts';
import { apiFallback, errorHandler, notFound } from './error-handler.ts';
import { bodyGuard, RAW_BODY_LIMIT_BYTES } from './body-guard.ts';
import { rejectNul } from './nul-guard.ts';
import { combineHeads, pwaStatic } from './pwa-static.ts';
import { registerRoutes, type RouteDefinition } from './route.ts';

export const PWA_DIST = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../pwa/dist',
);

/** Every capability's routes, mounted under /api. A new capability adds its list here. */
export function apiRoutes(ctx: AppContext): RouteDefinition[] {
  const routes = [...healthRoutes(ctx), ...siteConfigRoutes(ctx), ...contactRoutes(ctx)];
  routes.push(...accountsRoutes(ctx), ...adminRoutes(ctx));
  routes.push(...courseRoutes(ctx), ...ratingRoutes(ctx));
  routes.push(...mediaRoutes(ctx));
  routes.push(...protectionRoutes(ctx));
  routes.push(...learningRoutes(ctx));
  routes.push(...paymentRoutes(ctx), ...testCheckoutRoutes(ctx));
  routes.push(...certificateRoutes(ctx, completionOf), ...groupLinkRoutes(ctx));
  routes.push(...pushRoutes(ctx));
  routes.push(...telemetryRoutes(ctx));
  if (ctx.config.mail.devMailbox && ctx.mailer instanceof OutboxMailer) {
    routes.push(...devMailboxRoutes(ctx.mailer).api);
  }
  return routes;
}

/**
 * The route registry: every route the server answers, each declared with `defineRoute` (its access
 * rule, input schemas, body kind and answer kind). The generic permission and bad-input suites and the
 * OpenAPI document walk this list; `api/test/routes/route-registry.test.ts` fails when Express answers
 * a route that is not in it. Routes outside `/api` (the dev mailbox page) say so with `mount: ''`.
 */
export function routeRegistry(ctx: AppContext): RouteDefinition[] {
  const routes = apiRoutes(ctx);
  routes.push(...docsRoutes(() => routes, ctx.config.site.appName));
  return routes;
}

function contentSecurityPolicy(ctx: AppContext) {
  const analytics = ctx.config.site.analyticsScriptUrl;
  const analyticsOrigin = /^https?:\/\//.test(analytics) ? new URL(analytics).origin : null;
  return {
    useDefaults: true,
    directives: {
      'script-src': ["'self'", ...(analyticsOrigin ? [analyticsOrigin] : [])],
      'img-src': ["'self'", 'data:', 'blob:', 'https:'],
      'media-src': ["'self'", 'blob:', 'https:'],
      'connect-src': ["'self'", 'https:'],
      'worker-src': ["'self'", 'blob:'],
      // Helmet's defaults allow any https: style sheet and font; ours are all served from here.
      'style-src': ["'self'", "'unsafe-inline'"],
      'font-src': ["'self'", 'data:'],
      'upgrade-insecure-requests': ctx.config.isProduction ? [] : null,
    },
  };
}

/** Browser features the academy never uses are switched off; video may go full screen. */
const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'bluetooth=()',
  'midi=()',
  'magnetometer=()',
  'gyroscope=()',
  'accelerometer=()',
  'browsing-topics=()',
  'display-capture=()',
  'fullscreen=(self)',
  'picture-in-picture=(self)',
].join(', ');

interface SerializedRequest {
  id?: unknown;
  method?: string;
  url?: string;
  remoteAddress?: string;
  headers?: Record<string, string | undefined>;
}

/** Query parameters whose values are credentials (links in e-mails carry them); kept out of the logs. */
const SECRET_QUERY = /([?&](?:token|code|signature|sig|key|secret)=)[^&#]*/gi;

export function createApp(ctx: AppContext, options: { pwaDist?: string | null } = {}): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', ctx.config.trustProxy);
  // `a[b]=1` nests and a repeated key gives a list; route schemas reject shapes they do not expect.
  app.set('query parser', 'extended');

  app.use(
    pinoHttp({
      logger: ctx.logger,
      // Each request's log lines carry `reqId`, the id the client sees in `X-Request-Id`.
      quietReqLogger: true,
      genReqId: (req, res) => {
        const incoming = req.headers['x-request-id'];
        const id =
          typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
        res.setHeader('X-Request-Id', id);
        return id;
      },
      // One compact line per request: headers (and the query, already in the URL) stay out.
      serializers: {
        req: (req: SerializedRequest) => ({
          id: req.id,
          method: req.method,
          url: req.url?.replace(SECRET_QUERY, '$1[redacted]'),
          remoteAddress: req.remoteAddress,
          userAgent: req.headers?.['user-agent'],
        }),
        res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
      },
      autoLogging: { ignore: (req) => req.url === '/api/health' },
      customLogLevel: (_req, res, err) =>
        err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
    }),
  );
  app.use(
    helmet({ contentSecurityPolicy: contentSecurityPolicy(ctx), crossOriginEmbedderPolicy: false }),
  );
  app.use((_req, res, next) => {
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    next();
  });
  app.use(
    compression({
      // Playlists too (not in the compressible list): a 3-minute lesson's media playlist is 25 KB of
      // signed links, and compressed a fifth of that, on the way to the first frame.
      filter: (req, res) =>
        compression.filter(req, res) ||
        String(res.getHeader('Content-Type') ?? '').startsWith('application/vnd.apple.mpegurl'),
    }),
  );

  const api = Router();
  api.use(
    cors({
      origin: ctx.config.corsOrigins.length ? ctx.config.corsOrigins : false,
      credentials: false,
      exposedHeaders: ['X-Request-Id', 'Retry-After'],
    }),
  );
  api.use((_req, res, next) => {
    // Personal answers must never be stored by a shared cache; routes that are public opt in themselves.
    res.setHeader('Cache-Control', 'private, no-store');
    // Appended, not set: CORS has already added `Origin`.
    res.vary('Authorization').vary('Accept-Language');
    next();
  });
  const routes = routeRegistry(ctx);
  // Before any parser: a declared length over the route's limit is a 413 at once, and a body that
  // stalls is cut after a short timeout on every route but video uploads (body-guard.ts).
  api.use(bodyGuard(ctx.config, routes));
  // Stripe signs the exact bytes it sent: the webhook keeps its raw body (and JSON skips a read body).
  api.use('/payment/webhook', express.raw({ type: () => true, limit: RAW_BODY_LIMIT_BYTES }));
  // Other content types are left unparsed; a route expecting a body then answers 415 (see route.ts).
  api.use(express.json({ limit: ctx.config.jsonBodyLimit }));
  api.use(rejectNul);
  app.locals.routes = routes;
  registerRoutes(
    api,
    routes.filter((r) => r.mount === '/api'),
    ctx.authenticator,
  );
  api.use(apiFallback);
  app.use('/api', api);

  const pages = Router();
  registerRoutes(
    pages,
    routes.filter((r) => r.mount === ''),
    ctx.authenticator,
  );
  app.use(pages);
  const dist = options.pwaDist === undefined ? PWA_DIST : options.pwaDist;
  const pwa =
    ctx.config.servePwa && dist
      ? pwaStatic(dist, ctx.config.site, {
          sourceMaps: !ctx.config.isProduction,
          headFor: combineHeads(certificatePageMeta(ctx), coursePageHead(ctx)),
          drawPage: drawPages(
            courseFirstScreen(ctx),
            lessonFirstScreen(ctx),
            catalogueFirstScreen(ctx),
            homeFirstScreen(ctx.config.site),
          ),
          drawViewerPage: drawPages(dashboardFirstScreen(ctx), lessonFirstScreen(ctx)),
          viewerOf: (token) => ctx.authenticator.authenticateToken(token, 'public'),
        })
      : null;
  if (pwa) app.use(pwa);

  app.use(notFound);
  app.use(errorHandler);
  return app;
}
