import { z } from 'zod';
import {
  CERTIFICATE_MESSAGES,
  courseIdParamsSchema,
  DEFAULT_LANGUAGE,
  normaliseLanguage,
} from '@academy/shared';
import type { AppContext } from '../context.ts';
import { forbidden, unauthorized } from '../http/http-error.ts';
import { defineRoute, type RouteDefinition } from '../http/route.ts';
import { groupLinkExpiredPage } from './group-expired-page.ts';
import { createJoinLink, redeemJoinLink } from './group-link.service.ts';

const joinQuerySchema = z.object({ token: z.string().max(200).optional().default('') });

/** Spec 000 §7, Group: the single-use join link and its redeeming. */
export function groupLinkRoutes(ctx: AppContext): RouteDefinition[] {
  return [
    defineRoute({
      method: 'get',
      path: '/courses/:id/group-token',
      // Public so that a visitor gets the spec's own sentence (§8) rather than the generic 401.
      access: 'public',
      params: courseIdParamsSchema,
      handler: async ({ params, principal }) => {
        if (!principal) throw unauthorized(CERTIFICATE_MESSAGES.groupLoginRequired);
        if (principal.audience !== 'learner')
          throw forbidden('This route needs a learner sign-in.');
        const link = await createJoinLink(ctx, principal.userId, params.id);
        return { data: link, message: 'Join link created' };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/group-links/join',
      access: 'public',
      query: joinQuerySchema,
      handler: async ({ req, res, query }) => {
        const outcome = await redeemJoinLink(ctx, query.token);
        res.set({ 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' });
        if (outcome.kind === 'redirect') {
          res.redirect(302, outcome.inviteLink);
          return undefined;
        }
        const language = normaliseLanguage(req.get('accept-language')) ?? DEFAULT_LANGUAGE;
        res
          .status(410)
          .type('html')
          .send(groupLinkExpiredPage(language, outcome.courseId, ctx.config.site.appName));
        return undefined;
      },
    }),
  ];
}
