import { contactSubmitSchema, normaliseLanguage } from '@academy/shared';
import type { AppContext } from '../context.ts';
import { createRateLimiter, waitPhrase } from '../http/rate-limit.ts';
import { defineRoute } from '../http/route.ts';
import { submitContactMessage } from './contact.service.ts';

/** Messages a visitor's network address may send per hour (the spec names no number). */
export const CONTACT_LIMIT = { points: 5, durationSeconds: 60 * 60 };

export function contactRoutes(ctx: AppContext) {
  const limit = createRateLimiter(ctx, {
    name: 'contact',
    ...CONTACT_LIMIT,
    message: (seconds) =>
      `You have sent several messages in a short time. Please try again ${waitPhrase(seconds)}.`,
  });
  return [
    defineRoute({
      method: 'post',
      path: '/contact/submit',
      access: 'public',
      // Counted once the form is valid: typos do not use up the allowance, sent messages do.
      limits: [limit],
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
