import type { Language } from '../languages.ts';

/** A learner's certificate (spec 000 §3), as the certificates list and the course call answer it. */
export interface Certificate {
  _id: string;
  id: string;
  certificateId: string;
  courseId: string;
  courseTitle: string;
  /** Completion as the learning capability recorded it, ISO 8601. */
  completionDate: string;
  dateIssued: string;
  /** `GET /api/certificates/download/{certificateId}`: owner only. */
  pdfUrl: string;
  /** The public verification page. */
  verifyUrl: string;
  language: Language;
  /** Set when the certificate was revoked (issue 24: the course was refunded), ISO 8601; else null. */
  revokedAt: string | null;
  revokedReason: CertificateRevocationReason | null;
}

/** Why a certificate stopped vouching for its learner. */
export type CertificateRevocationReason = 'refund';

/** The verification view adds what a third party needs to check (spec 000 §3). */
export interface VerifiedCertificate {
  certificateId: string;
  studentName: string;
  courseTitle: string;
  instructorName: string;
  completionDate: string;
  dateIssued: string;
  totalLessons: number;
  completedLessons: number;
  completionPercentage: number;
  platformName: string;
}

export interface CertificateVerification {
  certificate: VerifiedCertificate | null;
  /**
   * `isValid` is false for a revoked certificate, which is still found (`certificate` set) and says when
   * and why it was revoked; an unknown id is a 404, never a revoked answer.
   */
  verification: {
    isValid: boolean;
    verifiedAt: string;
    revokedAt: string | null;
    revokedReason: CertificateRevocationReason | null;
  };
}

export interface CertificateList {
  certificates: Certificate[];
}

export interface GroupToken {
  joinUrl: string;
  expiresAt: string;
}
