/** The telemetry folder's door: what other features may use of it (docs/architecture.md). */
export { useCookieConsent } from './cookie-consent-context.tsx';
export { FieldTelemetry } from './field-telemetry.tsx';
export { usePlaybackTelemetry } from './use-playback-telemetry.ts';
