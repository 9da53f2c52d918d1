/**
 * The certificates capability's one door: everything another capability or a script may use from certificates/.
 * Import from here, never from the files behind it (the import-boundaries lint rule enforces this).
 */
export { revokeCertificateForRefund } from './certificate.service.ts';
