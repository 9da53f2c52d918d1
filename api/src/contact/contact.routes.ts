import { contactSubmitSchema, normaliseLanguage } from '@academy/shared';
import type { AppContext } from '../context.ts';
import { createRateLimiter } from '../http/rate-limit.ts';
import { defineRoute } from '../http/route.ts';
import { submitContactMessage } from './contact.service.ts';

export function contactRoutes(ctx: AppContext) {
  const limit = createRateLimiter(ctx.database.pool, {
    name: 'contact',
    points: 5,
    durationSeconds: 60 * 60,
    message:
      'You have sent several messages in a short time. Please wait a while before sending another.',
  });
  return [
    defineRoute({
      method: 'post',
      path: '/contact/submit',
      access: 'public',
      before: [limit],
      body: contactSubmitSchema,
      handler: async ({ req, body }) => {
        await submitContactMessage(ctx, body, normaliseLanguage(req.get('accept-language')));
        return {
          data: null,
          message: 'Thank you! Your message has been sent. We will reply within 24 hours.',
        };
      },
    }),
  ];
}
