// The certificate id's rules and messages, apart from the zod schemas: the learner's certificate pages
// use them, and the app's install must not carry zod for them.

/** Spec 000 §5, §8 and §9: certificate ids, their messages and the numbers around certificates and groups. */
export const CERTIFICATE_MESSAGES = {
  idRequired: 'enter certificate id',
  idMustStartWithCert: 'must start with CERT-',
  idInvalidFormat: 'invalid format',
  notFound: 'Certificate not found',
  notComplete: 'Complete every lesson of this course to earn its certificate.',
  noCertificateForCourse: 'No certificate for this course yet',
  pdfNotReady: 'The certificate PDF is being prepared. Please try again in a moment.',
  /** 410 for the PDF of a revoked certificate (issue 24). */
  revoked: 'This certificate was revoked after the course was refunded.',
  groupLoginRequired: 'Please log in to access the WhatsApp group',
  groupNotOwner: 'Purchase this course to join its WhatsApp group.',
  groupNotFound: 'This course has no WhatsApp group.',
} as const;

export const CERTIFICATE_LIMITS = {
  /** §9: the certificate id shown on cards is its last 8 characters. */
  idDisplayChars: 8,
  /** §9: a group join link lives 30 minutes and works once. */
  groupLinkMinutes: 30,
  /** §9: certificate success message and share badge. */
  successMessageMs: 3_000,
  shareBadgeMs: 2_000,
  errorClearMs: 5_000,
} as const;

/** What our generator issues: CERT-, six, a dash, six (upper-case letters and digits). */
export const CERTIFICATE_ID_PATTERN = /^CERT-[A-Z0-9]{6}-[A-Z0-9]{6}$/;
/** §5: what the verification form accepts (CERT-, 5 or more, a dash, 5 or more). */
const ACCEPTED_ID = /^CERT-[A-Z0-9]{5,}-[A-Z0-9]{5,}$/;

/** §5: trims, removes stray inner spaces and upper-cases what a person typed or a link carried. */
export function normaliseCertificateId(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** The form's rule, returning the spec's message or null when the id may be looked up. */
export function certificateIdProblem(value: string): string | null {
  const id = normaliseCertificateId(value);
  if (!id) return CERTIFICATE_MESSAGES.idRequired;
  if (!id.startsWith('CERT-')) return CERTIFICATE_MESSAGES.idMustStartWithCert;
  if (!ACCEPTED_ID.test(id)) return CERTIFICATE_MESSAGES.idInvalidFormat;
  return null;
}
