import { useEffect, useRef } from 'react';
import { useLocation, useMatches } from 'react-router';
import { useCookieConsent } from './cookie-consent-context.tsx';
import { routePatternOf, setCurrentRoute } from './telemetry-context.ts';

/**
 * Field telemetry's switch (issue 26), in the public shell: keeps the current route pattern for the
 * events, and starts measuring only once the visitor accepted cookies. A later decline empties the
 * queue; nothing is sent after it. The queue (Dexie) and the sender load only then: a visitor who has
 * not accepted never downloads them, and no page waits for them (they were 30 KB of the first load).
 */
export function FieldTelemetry() {
  const { choice } = useCookieConsent();
  const { pathname } = useLocation();
  // The deepest match has every parameter of the address (a layout's own useParams has not).
  const params = useMatches().at(-1)?.params ?? {};
  const route = routePatternOf(pathname, params);
  const landing = useRef(route);
  // A visitor who declined before this visit has an empty queue already (it was emptied then).
  const declinedBefore = useRef(choice === false);

  useEffect(() => setCurrentRoute(route), [route]);

  useEffect(() => {
    if (choice === true) {
      // Two scripts, each on its own: the vitals' failing to load on a weak link must not keep the
      // queue from sending the lessons' figures, nor from taking them as the page hides.
      void import('./telemetry-client.ts')
        .then((client) => client.startTelemetry())
        .catch(() => undefined);
      void import('./web-vitals-reporter.ts')
        .then((vitals) => vitals.reportWebVitals(landing.current))
        .catch(() => undefined);
    } else if (choice === false && !declinedBefore.current)
      void import('./telemetry-client.ts')
        .then((client) => client.forgetTelemetry())
        .catch(() => undefined);
  }, [choice]);

  return null;
}
