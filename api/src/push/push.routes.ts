import { pushSubscriptionSchema, pushUnsubscribeSchema, PUSH_MESSAGES } from '@academy/shared';
import type { AppContext } from '../context.ts';
import { defineRoute, type RouteDefinition } from '../http/route.ts';
import { subscribe, unsubscribe } from './push.service.ts';

/** Issue 15: a learner opts in to (or out of) pushes about new courses on one browser. */
export function pushRoutes(ctx: AppContext): RouteDefinition[] {
  return [
    defineRoute({
      method: 'post',
      path: '/push/subscriptions',
      access: 'learner',
      summary: 'Stores this browser’s push subscription for new-course notifications',
      body: pushSubscriptionSchema,
      handler: async ({ principal, body }) => {
        await subscribe(ctx, principal!, body);
        return { data: null, message: PUSH_MESSAGES.subscribed, status: 201 };
      },
    }),
    defineRoute({
      method: 'delete',
      path: '/push/subscriptions',
      access: 'learner',
      summary: 'Removes the caller’s own push subscription (opt-out, or logout on this browser)',
      body: pushUnsubscribeSchema,
      handler: async ({ principal, body }) => {
        await unsubscribe(ctx, principal!.userId, body.endpoint);
        return { data: null, message: PUSH_MESSAGES.unsubscribed };
      },
    }),
  ];
}
