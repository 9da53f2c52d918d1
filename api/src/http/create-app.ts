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
import { contactRoutes } from '../contact/contact.routes.ts';
import { siteConfigRoutes } from '../config/site-config.routes.ts';
import { devMailboxRoutes } from '../email/dev-mailbox.routes.ts';
import { OutboxMailer } from '../email/mailer.ts';
import { healthRoutes } from '../health/health.routes.ts';
import { apiNotFound, errorHandler } from './error-handler.ts';
import { pwaStatic } from './pwa-static.ts';
import type { RouteDefinition } from './route.ts';

export const PWA_DIST = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../pwa/dist',
);

/** Every capability's routes, mounted under /api. A new capability adds its list here. */
export function apiRoutes(ctx: AppContext): RouteDefinition[] {
  const routes = [...healthRoutes(ctx), ...siteConfigRoutes(ctx), ...contactRoutes(ctx)];
  routes.push(...accountsRoutes(ctx), ...adminRoutes(ctx));
  if (ctx.config.mail.devMailbox && ctx.mailer instanceof OutboxMailer) {
    routes.push(...devMailboxRoutes(ctx.mailer).api);
  }
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
      'upgrade-insecure-requests': ctx.config.isProduction ? [] : null,
    },
  };
}

export function createApp(ctx: AppContext, options: { pwaDist?: string | null } = {}): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', ctx.config.trustProxy);
  app.set('query parser', 'extended');

  app.use(
    pinoHttp({
      logger: ctx.logger,
      genReqId: (req, res) => {
        const incoming = req.headers['x-request-id'];
        const id =
          typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
        res.setHeader('X-Request-Id', id);
        return id;
      },
      autoLogging: { ignore: (req) => req.url === '/api/health' },
      customLogLevel: (_req, res, err) =>
        err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
    }),
  );
  app.use(
    helmet({ contentSecurityPolicy: contentSecurityPolicy(ctx), crossOriginEmbedderPolicy: false }),
  );
  app.use(compression());

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
    res.setHeader('Vary', 'Authorization, Accept-Language');
    next();
  });
  api.use(express.json({ limit: ctx.config.jsonBodyLimit }));
  for (const route of apiRoutes(ctx)) route.register(api, ctx.authenticator);
  api.use(apiNotFound);
  app.use('/api', api);

  if (ctx.config.mail.devMailbox && ctx.mailer instanceof OutboxMailer) {
    app.use(devMailboxRoutes(ctx.mailer).page);
  }
  const dist = options.pwaDist === undefined ? PWA_DIST : options.pwaDist;
  const pwa = ctx.config.servePwa && dist ? pwaStatic(dist, ctx.config.site) : null;
  if (pwa) app.use(pwa);

  app.use(errorHandler);
  return app;
}
