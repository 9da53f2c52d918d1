import type { Certificate, VerifiedCertificate } from '@academy/shared';
import type { CertificateRow } from './certificate.table.ts';

/** The only ways a certificate leaves the API; the row (user id, storage keys) never does. */
export const verifyPath = (certificateId: string) => `/verify/${certificateId}`;
export const downloadPath = (certificateId: string) =>
  `/api/certificates/download/${certificateId}`;
export const imagePath = (certificateId: string) => `/api/certificates/image/${certificateId}.png`;

export function toCertificate(row: CertificateRow, publicUrl: string): Certificate {
  return {
    _id: row.id,
    id: row.id,
    certificateId: row.certificateId,
    courseId: row.courseId,
    courseTitle: row.courseTitle,
    completionDate: row.completionDate.toISOString(),
    dateIssued: row.issuedAt.toISOString(),
    pdfUrl: downloadPath(row.certificateId),
    verifyUrl: `${publicUrl}${verifyPath(row.certificateId)}`,
    language: row.language,
    ...revocationOf(row),
  };
}

export function toVerifiedCertificate(
  row: CertificateRow,
  platformName: string,
): VerifiedCertificate {
  return {
    certificateId: row.certificateId,
    studentName: row.studentName,
    courseTitle: row.courseTitle,
    instructorName: row.instructorName,
    completionDate: row.completionDate.toISOString(),
    dateIssued: row.issuedAt.toISOString(),
    totalLessons: row.totalLessons,
    completedLessons: row.completedLessons,
    completionPercentage: row.completionPercentage,
    platformName,
  };
}

export function revocationOf(
  row: CertificateRow,
): Pick<Certificate, 'revokedAt' | 'revokedReason'> {
  return { revokedAt: row.revokedAt?.toISOString() ?? null, revokedReason: row.revokedReason };
}
