import { ROUTE_PATTERN, type TelemetryEvent } from '@academy/shared';

/** What every event carries about where it was measured (issue 26): nothing that names the person. */
export type EventContext = Pick<
  TelemetryEvent,
  'route' | 'lang' | 'connection' | 'installed' | 'appVersion'
>;

const APP_VERSION = (import.meta.env.VITE_APP_VERSION as string | undefined) || '0.1.0';

let currentRoute = '/';

/**
 * The route pattern of an address, from the matched route's parameters: each parameter's value is put
 * back as `:name`. Anything left that still has a digit in it becomes `:param`, so an id never leaves.
 */
export function routePatternOf(
  pathname: string,
  params: Record<string, string | undefined>,
): string {
  let path = pathname;
  const splat = params['*'];
  if (splat) path = `${path.slice(0, path.length - splat.length)}*`;
  const segments = path.split('/').map((segment) => {
    const name = Object.entries(params).find(
      ([key, value]) => key !== '*' && value === segment,
    )?.[0];
    if (name) return `:${name}`;
    return segment;
  });
  const pattern = segments
    .map((s, i) =>
      i === 0 || s === '*' || s.startsWith(':') || /^[a-z][a-z-]*$/.test(s) ? s : ':param',
    )
    .join('/')
    .replace(/\/+$/, '');
  const result = pattern || '/';
  return ROUTE_PATTERN.test(result) ? result : '/*';
}

export function setCurrentRoute(pattern: string): void {
  currentRoute = pattern;
}

export function getCurrentRoute(): string {
  return currentRoute;
}

interface NetworkInformation {
  effectiveType?: string;
  downlink?: number;
  rtt?: number;
  saveData?: boolean;
}

const EFFECTIVE_TYPES = new Set(['slow-2g', '2g', '3g', '4g']);

export function eventContext(route = currentRoute): EventContext {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  const type = connection?.effectiveType;
  return {
    route,
    lang: document.documentElement.lang === 'en' ? 'en' : 'ti',
    connection: {
      effectiveType: (type && EFFECTIVE_TYPES.has(type) ? type : 'unknown') as never,
      downlink: typeof connection?.downlink === 'number' ? connection.downlink : null,
      rtt: typeof connection?.rtt === 'number' ? Math.round(connection.rtt) : null,
      saveData: connection?.saveData === true,
    },
    installed: window.matchMedia?.('(display-mode: standalone)').matches ?? false,
    appVersion: APP_VERSION,
  };
}
