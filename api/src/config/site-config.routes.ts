import type { AppContext } from '../context.ts';
import { defineRoute } from '../http/route.ts';

/** The academy's public facts (names, numbers, handles) for clients other than the served PWA. */
export function siteConfigRoutes(ctx: AppContext) {
  return [
    defineRoute({
      method: 'get',
      path: '/config',
      access: 'public',
      handler: ({ res }) => {
        res.set('Cache-Control', 'public, max-age=300');
        return {
          data: { site: ctx.config.site, vapidPublicKey: ctx.config.vapid?.publicKey ?? null },
        };
      },
    }),
  ];
}
