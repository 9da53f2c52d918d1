import { z } from 'zod';
import { CERTIFICATE_MESSAGES, courseIdParamsSchema } from '@academy/shared';
import type { AppContext } from '../context.ts';
import { defineRoute, type RouteDefinition } from '../http/route.ts';
import { createJoinLink, redeemJoinLink } from './group-link.service.ts';

const joinQuerySchema = z.object({ token: z.string().max(200).optional().default('') });

/** Spec 000 §7, Group: the single-use join link and its redeeming. */
export function groupLinkRoutes(ctx: AppContext): RouteDefinition[] {
  return [
    defineRoute({
      method: 'get',
      path: '/courses/:id/group-token',
      access: 'learner',
      summary: 'A single-use, 30-minute join link for the course’s WhatsApp group',
      signInMessage: CERTIFICATE_MESSAGES.groupLoginRequired,
      params: courseIdParamsSchema,
      handler: async ({ params, principal }) => {
        const link = await createJoinLink(ctx, principal!.userId, params.id);
        return { data: link, message: 'Join link created' };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/group-links/join',
      access: 'public',
      summary: 'Spends a join link: 302 to the invite link once, then to the expired page',
      produces: 'redirect',
      query: joinQuerySchema,
      handler: async ({ res, query }) => {
        const outcome = await redeemJoinLink(ctx, query.token);
        res.set({ 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' });
        if (outcome.kind === 'redirect') {
          res.redirect(302, outcome.inviteLink);
          return undefined;
        }
        // Spent, expired or unknown: the app's page says so and offers a new link for the course.
        const course = outcome.courseId ? `?course=${outcome.courseId}` : '';
        res.redirect(302, `/group-link-expired${course}`);
        return undefined;
      },
    }),
  ];
}
