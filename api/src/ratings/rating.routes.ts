import type { Request } from 'express';
import { z } from 'zod';
import {
  RATING_MESSAGES,
  ratingInputSchema,
  reviewsQuerySchema,
  reviewVisibilitySchema,
} from '@academy/shared';
import type { AppContext } from '../context.ts';
import { createRateLimiter, waitPhrase } from '../http/rate-limit.ts';
import { defineRoute, type Principal } from '../http/route.ts';
import {
  adminReviews,
  courseReviews,
  getMyRating,
  rateCourse,
  ratingSummary,
  setReviewHidden,
  unrateCourse,
} from './rating.service.ts';

const idParams = z.object({ id: z.string() });

/** The route's access rule guarantees a principal. */
const userOf = (principal: Principal | null) => principal!.userId;
/** Per account, not per address: a school's learners share one address. */
const accountKey = (req: Request) =>
  `account:${(req.res?.locals.principal as Principal | undefined)?.userId ?? 'none'}`;

/** Ratings and reviews (issue 25 §3). */
export function ratingRoutes(ctx: AppContext) {
  const again = (s: number) => `Please try again ${waitPhrase(s)}.`;
  // A learner changing his mind a few times never meets it; a script filling the table does.
  const ratingWrites = createRateLimiter(ctx, {
    name: 'rating-write',
    points: 30,
    durationSeconds: 60 * 60,
    key: accountKey,
    message: (s) => `Too many rating changes. ${again(s)}`,
  });
  const moderation = createRateLimiter(ctx, {
    name: 'review-moderation',
    points: 600,
    durationSeconds: 60 * 60,
    key: accountKey,
    message: (s) => `Too many review changes. ${again(s)}`,
  });
  return [
    defineRoute({
      method: 'get',
      path: '/courses/:id/rating',
      access: 'learner',
      summary: "The learner's own rating of a course and whether he may rate it.",
      params: idParams,
      handler: async ({ res, params, principal }) => {
        res.set('Cache-Control', 'private, no-store');
        return { data: await getMyRating(ctx, userOf(principal), params.id) };
      },
    }),
    defineRoute({
      method: 'put',
      path: '/courses/:id/rating',
      access: 'learner',
      summary: 'Rate a course 1 to 5 with an optional review (owners who watched a lesson).',
      params: idParams,
      body: ratingInputSchema,
      limits: [ratingWrites],
      handler: async ({ params, body, principal }) => ({
        data: await rateCourse(ctx, userOf(principal), params.id, body),
        message: RATING_MESSAGES.saved,
      }),
    }),
    defineRoute({
      method: 'delete',
      path: '/courses/:id/rating',
      access: 'learner',
      summary: "Remove the learner's rating of a course.",
      params: idParams,
      limits: [ratingWrites],
      handler: async ({ params, principal }) => ({
        data: await unrateCourse(ctx, userOf(principal), params.id),
        message: RATING_MESSAGES.deleted,
      }),
    }),
    defineRoute({
      method: 'get',
      path: '/courses/:id/reviews',
      access: 'public',
      summary: "A course's latest shown reviews, with the learners' first names.",
      params: idParams,
      query: reviewsQuerySchema,
      handler: async ({ req, res, params, query }) => {
        res.set(
          'Cache-Control',
          req.get('authorization') ? 'private, no-store' : 'public, max-age=60',
        );
        return { data: await courseReviews(ctx, params.id, query) };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/ratings/summary',
      access: 'public',
      summary: "The academy's average rating, number of ratings and of learners.",
      handler: async ({ res }) => {
        res.set('Cache-Control', 'public, max-age=300');
        return { data: await ratingSummary(ctx) };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/admin/reviews',
      access: 'admin',
      summary: 'Every rating, hidden ones included, newest change first.',
      query: reviewsQuerySchema,
      handler: async ({ query }) => ({ data: await adminReviews(ctx, query) }),
    }),
    defineRoute({
      method: 'patch',
      path: '/admin/reviews/:id',
      access: 'admin',
      summary: 'Hide a review (its stars still count) or show it again.',
      params: idParams,
      body: reviewVisibilitySchema,
      limits: [moderation],
      handler: async ({ params, body }) => {
        await setReviewHidden(ctx, params.id, body.hidden);
        return {
          data: { id: params.id, hidden: body.hidden },
          message: body.hidden ? RATING_MESSAGES.hidden : RATING_MESSAGES.shown,
        };
      },
    }),
  ];
}
