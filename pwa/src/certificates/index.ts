/** The certificates folder's door: what other features may use of it (docs/architecture.md). */
export { DashboardCertificateActions } from './dashboard-certificate-actions.tsx';
