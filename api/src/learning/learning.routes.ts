import { z } from 'zod';
import { completeVideoSchema, PROGRESS_MESSAGES, progressUpdateSchema } from '@academy/shared';
import type { AppContext } from '../context.ts';
import { defineRoute, type Principal } from '../http/route.ts';
import {
  completeVideo,
  courseProgress,
  dashboard,
  nextVideo,
  recordProgress,
  resumePosition,
} from './learning.service.ts';

const courseParams = z.object({ id: z.string() });
const lessonParams = z.object({ courseId: z.string(), videoId: z.string() });

// `learner` routes never run without a principal; this narrows the type for the service.
const learner = (principal: Principal | null) => principal as Principal;

/** The Progress calls (spec 000 §7 Progress). */
export function learningRoutes(ctx: AppContext) {
  return [
    defineRoute({
      method: 'post',
      path: '/progress/update',
      access: 'learner',
      body: progressUpdateSchema,
      handler: async ({ body, principal }) => {
        const data = await recordProgress(ctx, learner(principal), body);
        return {
          data,
          message: data.skipped ? PROGRESS_MESSAGES.skipped : PROGRESS_MESSAGES.saved,
        };
      },
    }),
    defineRoute({
      method: 'post',
      path: '/progress/complete-video',
      access: 'learner',
      body: completeVideoSchema,
      handler: async ({ body, principal }) => ({
        data: await completeVideo(ctx, learner(principal), body),
        message: PROGRESS_MESSAGES.completed,
      }),
    }),
    defineRoute({
      method: 'get',
      path: '/progress/course/:id',
      access: 'learner',
      params: courseParams,
      handler: async ({ params, principal }) => ({
        data: await courseProgress(ctx, learner(principal), params.id),
      }),
    }),
    defineRoute({
      method: 'get',
      path: '/progress/next-video/:courseId/:videoId',
      // Lesson order is public (the course page lists it); `hasAccess` is personal when signed in.
      access: 'public',
      params: lessonParams,
      handler: async ({ params, principal }) => ({
        data: await nextVideo(ctx, principal, params.courseId, params.videoId),
      }),
    }),
    defineRoute({
      method: 'get',
      path: '/progress/resume/:courseId/:videoId',
      access: 'learner',
      params: lessonParams,
      handler: async ({ params, principal }) => ({
        data: await resumePosition(ctx, learner(principal), params.courseId, params.videoId),
      }),
    }),
    defineRoute({
      method: 'get',
      path: '/progress/dashboard',
      access: 'learner',
      handler: async ({ principal }) => ({ data: await dashboard(ctx, learner(principal).userId) }),
    }),
  ];
}
