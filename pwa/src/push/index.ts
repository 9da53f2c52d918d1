/** The push folder's door: what other features may use of it (docs/architecture.md). */
export { pushEndpointForLogout } from './push-browser.ts';
export { PushCard } from './push-card.tsx';
