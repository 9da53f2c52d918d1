import type { Readable } from 'node:stream';
import {
  CERTIFICATE_MESSAGES,
  type Certificate,
  type CertificateVerification,
  type Language,
} from '@academy/shared';
import { getCertificate, learnerViewer, ownedCourse, requireAccess } from '../access/index.ts';
import { personName } from '../accounts/index.ts';
import { courseFacts } from '../catalogue/index.ts';
import type { AppContext } from '../context.ts';
import { failed, gone, invalid, notFound, notReady } from '../errors/domain-error.ts';
import type { DbOrTx } from '../db/database.ts';
import { ownsCourse } from '../purchases/index.ts';
import { newCertificateId } from './certificate-id.ts';
import { revocationOf, toCertificate, toVerifiedCertificate } from './certificate.mapper.ts';
import {
  findByCertificateId,
  findForLearnerCourse,
  insertCertificate,
  listForLearner,
  reinstate,
  revokeForLearnerCourse,
} from './certificate.repository.ts';
import type { CertificateRow } from './certificate.table.ts';
import { requestRendering } from './certificate-rendering.ts';

type Ctx = Pick<AppContext, 'database' | 'storage' | 'config' | 'logger' | 'queue'>;

/** The learning capability's answer about a learner's course (see learning.service.ts). */
export interface CourseCompletion {
  totalLessons: number;
  completedLessons: number;
  percent: number;
  isComplete: boolean;
  completedAt: Date | null;
}
export type CompletionOf = (
  ctx: Pick<AppContext, 'database'>,
  userId: string,
  courseId: string,
) => Promise<CourseCompletion>;

/**
 * `POST /api/certificates/generate`. One certificate per learner and course: a second call, or a
 * concurrent one, answers the certificate that exists (`created: false`). The snapshot is taken now;
 * the PDF is rendered by a worker.
 */
export async function generateCertificate(
  ctx: Ctx,
  completionOf: CompletionOf,
  input: { userId: string; courseId: string; language: Language },
): Promise<{ certificate: Certificate; created: boolean }> {
  const db = ctx.database.db;
  const { userId, courseId } = input;
  const facts = await courseFacts(db, courseId);
  const viewer = await learnerViewer(userId, () => ownsCourse(db, userId, courseId));
  const course = ownedCourse(viewer, facts, 'Purchase this course to earn its certificate.');
  const existing = await findForLearnerCourse(db, userId, courseId);
  if (existing && !existing.revokedAt)
    return { certificate: toCertificate(existing, ctx.config.publicUrl), created: false };

  const completion = await completionOf(ctx, userId, courseId);
  if (!completion.isComplete) throw invalid(CERTIFICATE_MESSAGES.notComplete);
  if (existing) {
    // Revoked by a refund, and the learner owns the course again and has completed it: the same
    // certificate (id, snapshot, PDF) vouches for them again.
    const restored = (await reinstate(db, existing.id)) ?? existing;
    return { certificate: toCertificate(restored, ctx.config.publicUrl), created: false };
  }
  const studentName = (await personName(db, userId)) ?? 'Learner';
  const row = await insertCertificate(db, {
    certificateId: newCertificateId(),
    userId,
    courseId,
    studentName,
    courseTitle: course.title,
    instructorName: course.instructor,
    completionDate: completion.completedAt ?? new Date(),
    totalLessons: completion.totalLessons,
    completedLessons: completion.completedLessons,
    completionPercentage: Math.round(completion.percent),
    language: input.language,
  });
  // Lost the race to a concurrent call: answer the one that call inserted.
  const certificate = row ?? (await findForLearnerCourse(db, userId, courseId));
  if (!certificate) throw failed('Failed to generate certificate');
  if (row) await requestRendering(ctx, row.certificateId);
  return { certificate: toCertificate(certificate, ctx.config.publicUrl), created: Boolean(row) };
}

export async function listCertificates(ctx: Ctx, userId: string): Promise<Certificate[]> {
  const rows = await listForLearner(ctx.database.db, userId);
  return rows.map((row) => toCertificate(row, ctx.config.publicUrl));
}

/** `GET /api/certificates/course/{id}`: the learner's certificate for the course, 404 when none. */
export async function certificateForCourse(
  ctx: Ctx,
  userId: string,
  courseId: string,
): Promise<Certificate> {
  const row = await findForLearnerCourse(ctx.database.db, userId, courseId);
  if (!row) throw notFound(CERTIFICATE_MESSAGES.noCertificateForCourse);
  return toCertificate(row, ctx.config.publicUrl);
}

/** Public check of an id against the academy's records, as of this moment. */
export async function verifyCertificate(
  ctx: Ctx,
  certificateId: string,
): Promise<CertificateVerification> {
  const row = await findByCertificateId(ctx.database.db, certificateId);
  if (!row) throw notFound(CERTIFICATE_MESSAGES.notFound);
  return {
    certificate: toVerifiedCertificate(row, ctx.config.site.appName),
    verification: {
      isValid: !row.revokedAt,
      verifiedAt: new Date().toISOString(),
      ...revocationOf(row),
    },
  };
}

/**
 * A refund revokes the course's certificate (issue 24): the learner no longer holds the course the
 * certificate vouches for. Called by the purchases capability inside the refund's transaction. The row
 * is kept, so verification answers "revoked", not "not found".
 */
export async function revokeCertificateForRefund(
  db: DbOrTx,
  userId: string,
  courseId: string,
): Promise<string | null> {
  const row = await revokeForLearnerCourse(db, userId, courseId, 'refund');
  return row?.certificateId ?? null;
}

/** For the Open Graph tags of /verify/{id}: the row, or null (never throws for an unknown id). */
export function findCertificate(ctx: Ctx, certificateId: string): Promise<CertificateRow | null> {
  return findByCertificateId(ctx.database.db, certificateId);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The stored PDF of the learner's own certificate. Right after generating, the worker may still be
 * rendering it: wait a little (it takes about a second), then answer 503 so the client retries.
 */
export async function certificatePdf(
  ctx: Ctx,
  userId: string,
  certificateId: string,
): Promise<{ body: Readable; courseTitle: string }> {
  let row = await findByCertificateId(ctx.database.db, certificateId);
  requireAccess(
    getCertificate(userId, row, {
      notFound: CERTIFICATE_MESSAGES.notFound,
      notOwner: 'Only the owner can download this certificate.',
    }),
  );
  if (!row) throw notFound(CERTIFICATE_MESSAGES.notFound); // (refused above)
  // Refused rather than marked: a PDF travels on its own, without the verify page beside it, and a
  // fresh copy of a revoked certificate would look valid to whoever receives it.
  if (row.revokedAt) throw gone(CERTIFICATE_MESSAGES.revoked);
  if (!row.pdfKey) await requestRendering(ctx, certificateId);
  for (let waited = 0; !row?.pdfKey && waited < 20_000; waited += 250) {
    await sleep(250);
    row = await findByCertificateId(ctx.database.db, certificateId);
  }
  if (!row?.pdfKey) throw notReady(CERTIFICATE_MESSAGES.pdfNotReady);
  return { body: await ctx.storage.get(row.pdfKey), courseTitle: row.courseTitle };
}

/** The sharing picture; null until rendered. */
export async function certificateImage(ctx: Ctx, certificateId: string): Promise<Readable | null> {
  const row = await findByCertificateId(ctx.database.db, certificateId);
  if (!row) throw notFound(CERTIFICATE_MESSAGES.notFound);
  if (!row.imageKey) {
    await requestRendering(ctx, certificateId);
    return null;
  }
  return ctx.storage.get(row.imageKey);
}
