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
}

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
  verification: { isValid: boolean; verifiedAt: string };
}

export interface CertificateList {
  certificates: Certificate[];
}

export interface GroupToken {
  joinUrl: string;
  expiresAt: string;
}
