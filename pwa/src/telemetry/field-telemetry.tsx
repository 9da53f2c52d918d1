import { useEffect, useRef } from 'react';
import { useLocation, useMatches } from 'react-router';
import { useCookieConsent } from '../shell/cookie-consent-context.tsx';
import { forgetTelemetry, startTelemetry } from './telemetry-client.ts';
import { routePatternOf, setCurrentRoute } from './telemetry-context.ts';
import { reportWebVitals } from './web-vitals-reporter.ts';

/**
 * Field telemetry's switch (issue 26), in the public shell: keeps the current route pattern for the
 * events, and starts measuring only once the visitor accepted cookies. A later decline empties the
 * queue; nothing is sent after it.
 */
export function FieldTelemetry() {
  const { choice } = useCookieConsent();
  const { pathname } = useLocation();
  // The deepest match has every parameter of the address (a layout's own useParams has not).
  const params = useMatches().at(-1)?.params ?? {};
  const route = routePatternOf(pathname, params);
  const landing = useRef(route);

  useEffect(() => setCurrentRoute(route), [route]);

  useEffect(() => {
    if (choice === true) {
      startTelemetry();
      reportWebVitals(landing.current);
    } else if (choice === false) void forgetTelemetry().catch(() => undefined);
  }, [choice]);

  return null;
}
