import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { certificates, type CertificateRow } from './certificate.table.ts';

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
  const [row] = await db
    .select()
    .from(certificates)
    .where(and(eq(certificates.userId, userId), eq(certificates.courseId, courseId)))
    .limit(1);
  return row ?? null;
}

export async function findByCertificateId(
  db: Db,
  certificateId: string,
): Promise<CertificateRow | null> {
  const [row] = await db
    .select()
    .from(certificates)
    .where(eq(certificates.certificateId, certificateId))
    .limit(1);
  return row ?? null;
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
