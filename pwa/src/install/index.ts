/** The install folder's door: what other features may use of it (docs/architecture.md). */
export { InstallInvitation } from './install-invitation.tsx';
export { requestPersistentStorage } from './persistent-storage.ts';
