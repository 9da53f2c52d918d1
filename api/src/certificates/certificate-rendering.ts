import type { AppContext } from '../context.ts';
import type { CertificateRow } from './certificate.table.ts';
import { findByCertificateId, recordRendering } from './certificate.repository.ts';
import { verifyPath } from './certificate.mapper.ts';
import { renderCertificateImage } from './certificate-image.ts';
import { renderCertificatePdf, type CertificateArtwork } from './certificate-pdf.ts';

type Ctx = Pick<AppContext, 'database' | 'storage' | 'config' | 'logger' | 'queue'>;

export const pdfKeyOf = (certificateId: string) => `certificates/${certificateId}.pdf`;
export const imageKeyOf = (certificateId: string) => `certificates/${certificateId}.png`;

export function artworkOf(row: CertificateRow, config: Ctx['config']): CertificateArtwork {
  return {
    certificateId: row.certificateId,
    studentName: row.studentName,
    courseTitle: row.courseTitle,
    instructorName: row.instructorName,
    completionDate: row.completionDate,
    issuedAt: row.issuedAt,
    totalLessons: row.totalLessons,
    completedLessons: row.completedLessons,
    completionPercentage: row.completionPercentage,
    language: row.language,
    platformName: config.site.appName,
    verifyUrl: `${config.publicUrl}${verifyPath(row.certificateId)}`,
  };
}

/** Asks a worker to render the PDF and sharing image (once per certificate, however often asked). */
export async function requestRendering(ctx: Ctx, certificateId: string): Promise<void> {
  await ctx.queue.send('certificate.pdf', { certificateId }, { singletonKey: certificateId });
}

/**
 * The `certificate.pdf` job: renders both files from the certificate's snapshot and stores them. Safe
 * to run twice (a retried job overwrites the same keys with the same content).
 */
export async function renderCertificateFiles(ctx: Ctx, certificateId: string): Promise<void> {
  const row = await findByCertificateId(ctx.database.db, certificateId);
  if (!row) {
    ctx.logger.warn({ certificateId }, 'certificate to render no longer exists');
    return;
  }
  const art = artworkOf(row, ctx.config);
  const [pdf, image] = await Promise.all([renderCertificatePdf(art), renderCertificateImage(art)]);
  const keys = { pdfKey: pdfKeyOf(certificateId), imageKey: imageKeyOf(certificateId) };
  await ctx.storage.put(keys.pdfKey, pdf, 'application/pdf');
  await ctx.storage.put(keys.imageKey, image, 'image/png');
  await recordRendering(ctx.database.db, certificateId, keys);
  ctx.logger.info({ certificateId }, 'certificate rendered');
}
