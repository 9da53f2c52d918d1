/**
 * What a service or a job says when it cannot do what it was asked. It names what went wrong in the
 * domain's words; the route layer (`api/src/http/domain-errors.ts`) turns it into an HTTP status, and
 * a job reads the kind without knowing any status. The message is safe to show to the client.
 */

/** An access policy's answer "no" (api/src/access): the resource is hidden, someone else's, or shut. */
export type Refusal =
  /** It does not exist for this principal (a hidden course, an inactive lesson). */
  | 'not-found'
  /** It exists but is someone else's, or must be bought first. */
  | 'not-owned'
  /** It needs a sign-in the caller does not have (a visitor on a paid lesson). */
  | 'unauthenticated'
  /** The caller may not do this now (an expired link, an account that must verify first). */
  | 'locked'
  /** The caller's account is deactivated. */
  | 'suspended';

/** Every other way a request fails that is the caller's business to hear about. */
export type Failure =
  /** The input breaks a rule the schema could not check. */
  | 'invalid'
  /** It clashes with what exists (a course bought twice). */
  | 'conflict'
  /** It existed and was withdrawn (a revoked certificate). */
  | 'gone'
  /** The file sent is larger than allowed. */
  | 'too-large'
  /** Not ready yet: try again later (a certificate's PDF being rendered). */
  | 'not-ready'
  /** A service we depend on failed (the payment provider). */
  | 'upstream-failed'
  /** Our own failure, with a message the client may read. */
  | 'failed';

export type DomainErrorKind = Refusal | Failure;

export class DomainError extends Error {
  constructor(
    public readonly kind: DomainErrorKind,
    message: string,
    /** Per-field messages (a form's field that is wrong). */
    public readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const invalid = (message: string, fields?: Record<string, string>) =>
  new DomainError('invalid', message, fields);
export const notFound = (message: string) => new DomainError('not-found', message);
export const notOwned = (message: string) => new DomainError('not-owned', message);
export const unauthenticated = (message = 'Authentication required') =>
  new DomainError('unauthenticated', message);
export const locked = (message: string) => new DomainError('locked', message);
export const suspended = (message: string) => new DomainError('suspended', message);
export const conflict = (message: string) => new DomainError('conflict', message);
export const gone = (message: string) => new DomainError('gone', message);
export const tooLarge = (message: string) => new DomainError('too-large', message);
export const notReady = (message: string) => new DomainError('not-ready', message);
export const upstreamFailed = (message: string) => new DomainError('upstream-failed', message);
export const failed = (message: string) => new DomainError('failed', message);

/** Whether the failure is the caller's (a 4xx), as opposed to ours or a dependency's. */
export function isCallerFault(err: DomainError): boolean {
  return !['not-ready', 'upstream-failed', 'failed'].includes(err.kind);
}
