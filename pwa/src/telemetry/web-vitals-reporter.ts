import type { WebVitalName } from '@academy/shared';
import { recordTelemetry } from './telemetry-client.ts';
import { eventContext } from './telemetry-context.ts';
import { whenIdle } from '../ui/when-idle.ts';

let loading = false;

/**
 * Core Web Vitals with the `web-vitals` library (about 2.4 KB gzip), fetched only after the page's
 * load event and an idle moment, so it never competes with the first paint. Its observers read the
 * browser's buffered entries, so LCP, FCP and TTFB that happened before it arrived still count. The
 * vitals describe the page the visit landed on, so they carry that page's route pattern.
 */
export function reportWebVitals(landingRoute: string): void {
  if (loading) return;
  loading = true;
  const start = () => {
    void import('web-vitals').then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
      const report = ({ name, value }: { name: string; value: number }) =>
        recordTelemetry({
          ...eventContext(landingRoute),
          kind: 'vital',
          metric: name as WebVitalName,
          value: Math.max(0, Math.round(value * 1000) / 1000),
        });
      onLCP(report);
      onINP(report);
      onCLS(report);
      onFCP(report);
      onTTFB(report);
    });
  };
  const idle = () => void whenIdle(start);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
