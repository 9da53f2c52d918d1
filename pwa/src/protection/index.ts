/** The protection folder's door: what other features may use of it (docs/architecture.md). */
export { liveDrmSession } from './drm-session.ts';
export { ProtectionLayer } from './protection-layer.tsx';
export { ProtectionNotice } from './protection-notice.tsx';
