import { z } from 'zod';
import {
  certificateDownloadParamsSchema,
  certificateGenerateSchema,
  certificateIdSchema,
  certificateVerifyParamsSchema,
  courseIdParamsSchema,
  normaliseLanguage,
  DEFAULT_LANGUAGE,
} from '@academy/shared';
import { titleSlug } from '../catalogue/index.ts';
import type { AppContext } from '../context.ts';
import { defineRoute, type Principal, type RouteDefinition } from '../http/route.ts';
import {
  certificateForCourse,
  certificateImage,
  certificatePdf,
  generateCertificate,
  listCertificates,
  verifyCertificate,
  type CompletionOf,
} from './certificate.service.ts';

const learnerId = (principal: Principal | null) => principal!.userId;

const imageParamsSchema = z.object({
  file: z
    .string()
    .regex(/\.png$/i, 'Certificate not found')
    .transform((file) => file.replace(/\.png$/i, ''))
    .pipe(certificateIdSchema),
});

/** Spec 000 §7, Certificates. `completionOf` is the learning capability's completion rule. */
export function certificateRoutes(ctx: AppContext, completionOf: CompletionOf): RouteDefinition[] {
  return [
    defineRoute({
      method: 'post',
      path: '/certificates/generate',
      access: 'learner',
      body: certificateGenerateSchema,
      handler: async ({ req, body, principal }) => {
        const language = normaliseLanguage(req.get('accept-language')) ?? DEFAULT_LANGUAGE;
        const { certificate, created } = await generateCertificate(ctx, completionOf, {
          userId: learnerId(principal),
          courseId: body.courseId,
          language,
        });
        return {
          data: { certificate },
          status: created ? 201 : 200,
          message: created ? 'Certificate generated' : 'Certificate already issued',
        };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/certificates/user',
      access: 'learner',
      handler: async ({ principal }) => ({
        data: { certificates: await listCertificates(ctx, learnerId(principal)) },
      }),
    }),
    defineRoute({
      method: 'get',
      path: '/certificates/course/:id',
      access: 'learner',
      params: courseIdParamsSchema,
      handler: async ({ params, principal }) => ({
        data: { certificate: await certificateForCourse(ctx, learnerId(principal), params.id) },
      }),
    }),
    defineRoute({
      method: 'get',
      path: '/certificates/download/:id',
      access: 'learner',
      produces: 'binary',
      owned: { param: 'id', resource: 'certificate' },
      params: certificateDownloadParamsSchema,
      handler: async ({ res, params, principal }) => {
        const pdf = await certificatePdf(ctx, learnerId(principal), params.id);
        res.type('application/pdf').attachment(`certificate-${titleSlug(pdf.courseTitle)}.pdf`);
        pdf.body.pipe(res);
        return undefined;
      },
    }),
    defineRoute({
      method: 'get',
      path: '/certificates/verify/:certificateId',
      access: 'public',
      params: certificateVerifyParamsSchema,
      handler: async ({ params }) => ({ data: await verifyCertificate(ctx, params.certificateId) }),
    }),
    defineRoute({
      method: 'get',
      path: '/certificates/image/:file',
      access: 'public',
      produces: 'binary',
      params: imageParamsSchema,
      handler: async ({ res, params }) => {
        const image = await certificateImage(ctx, params.file);
        if (!image) {
          // Not rendered yet (a link shared seconds after generating): crawlers retry later.
          res.status(503).set('Retry-After', '5').end();
          return undefined;
        }
        res.type('image/png').set('Cache-Control', 'public, max-age=86400');
        image.pipe(res);
        return undefined;
      },
    }),
  ];
}
