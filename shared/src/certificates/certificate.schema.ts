import { z } from 'zod';
import { certificateIdProblem, normaliseCertificateId } from './certificate.constants.ts';

export * from './certificate.constants.ts';

export const certificateIdSchema = z
  .string()
  .max(64)
  .transform(normaliseCertificateId)
  .superRefine((id, ctx) => {
    const problem = certificateIdProblem(id);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const certificateVerifyParamsSchema = z.object({ certificateId: certificateIdSchema });
export const certificateDownloadParamsSchema = z.object({ id: certificateIdSchema });

export const certificateGenerateSchema = z.object({
  courseId: z.uuid({ error: 'Choose a course' }),
});
export type CertificateGenerateInput = z.infer<typeof certificateGenerateSchema>;

export const courseIdParamsSchema = z.object({ id: z.uuid({ error: 'Course not found' }) });
