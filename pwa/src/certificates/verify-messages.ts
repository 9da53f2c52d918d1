import { CERTIFICATE_MESSAGES, certificateIdProblem } from '@academy/shared';
import { ApiError } from '../api/api-client.ts';

/** Which copy key says what is wrong with a typed id (spec 000 §5), or null when it may be checked. */
export function idProblemKey(value: string): string | null {
  const problem = certificateIdProblem(value);
  if (problem === CERTIFICATE_MESSAGES.idRequired) return 'verify.required';
  if (problem === CERTIFICATE_MESSAGES.idMustStartWithCert) return 'verify.must_start';
  if (problem) return 'verify.invalid_format';
  return null;
}

/** Spec 000 §8 Verification: the failure box's title and line for a failed check. */
export function failureOf(error: unknown): {
  notFound: boolean;
  lineKey: string | null;
  message?: string;
} {
  if (error instanceof ApiError) {
    if (error.status === 404 || /not found/i.test(error.message)) {
      return { notFound: true, lineKey: null };
    }
    if (error.status === 0) return { notFound: false, lineKey: 'verify.connection_error' };
    if (error.status >= 500) return { notFound: false, lineKey: 'verify.server_error' };
    return { notFound: false, lineKey: null, message: error.message };
  }
  return { notFound: false, lineKey: 'verify.network_error' };
}
