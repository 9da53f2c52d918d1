import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/database.ts';
import { certificates, type CertificateRow } from './certificate.table.ts';
import { findFirst } from '../db/rows.ts';

export type NewCertificate = typeof certificates.$inferInsert;

/** Inserts unless the learner already has one for the course; null when a certificate already existed. */
export async function insertCertificate(
  db: Db,
  values: NewCertificate,
): Promise<CertificateRow | null> {
  const [row] = await db
    .insert(certificates)
    .values(values)
    .onConflictDoNothing({ target: [certificates.userId, certificates.courseId] })
    .returning();
  return row ?? null;
}

export async function findForLearnerCourse(
  db: Db,
  userId: string,
  courseId: string,
): Promise<CertificateRow | null> {
  return findFirst(
    db,
    certificates,
    and(eq(certificates.userId, userId), eq(certificates.courseId, courseId)),
  );
}

export async function findByCertificateId(
  db: Db,
  certificateId: string,
): Promise<CertificateRow | null> {
  return findFirst(db, certificates, eq(certificates.certificateId, certificateId));
}

/** A learner's certificates, newest first. */
export function listForLearner(db: Db, userId: string): Promise<CertificateRow[]> {
  return db
    .select()
    .from(certificates)
    .where(eq(certificates.userId, userId))
    .orderBy(desc(certificates.issuedAt), desc(certificates.id));
}

export async function recordRendering(
  db: Db,
  certificateId: string,
  keys: { pdfKey: string; imageKey: string },
): Promise<void> {
  await db.update(certificates).set(keys).where(eq(certificates.certificateId, certificateId));
}

/** Revokes the learner's certificate for the course unless it already is; answers it, or null. */
export async function revokeForLearnerCourse(
  db: DbOrTx,
  userId: string,
  courseId: string,
  reason: 'refund',
): Promise<CertificateRow | null> {
  const [row] = await db
    .update(certificates)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(
      and(
        eq(certificates.userId, userId),
        eq(certificates.courseId, courseId),
        isNull(certificates.revokedAt),
      ),
    )
    .returning();
  return row ?? null;
}

/** Makes a revoked certificate valid again (the learner bought the course again and completed it). */
export async function reinstate(db: Db, id: string): Promise<CertificateRow | null> {
  const [row] = await db
    .update(certificates)
    .set({ revokedAt: null, revokedReason: null })
    .where(eq(certificates.id, id))
    .returning();
  return row ?? null;
}
