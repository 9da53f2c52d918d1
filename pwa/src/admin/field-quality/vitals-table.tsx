import {
  VITAL_THRESHOLDS,
  WEB_VITALS,
  type VitalSummary,
  type WebVitalName,
} from '@academy/shared';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';

type Rating = 'good' | 'needsImprovement' | 'poor';

/** web.dev's bands: at or below `good` is good, above `poor` is poor. */
export function ratingOf(metric: WebVitalName, p75: number): Rating {
  const { good, poor } = VITAL_THRESHOLDS[metric];
  if (p75 <= good) return 'good';
  return p75 > poor ? 'poor' : 'needsImprovement';
}

const TONE: Record<Rating, string> = {
  good: 'bg-emerald-100 text-emerald-900',
  needsImprovement: 'bg-amber-100 text-amber-900',
  poor: 'bg-red-100 text-red-900',
};

const shown = (metric: WebVitalName, p75: number) =>
  metric === 'CLS' ? p75.toFixed(2) : `${Math.round(p75).toLocaleString('en')} ms`;

/**
 * A route pattern that may wrap after each slash, so that on a phone the page column stays narrow and
 * leaves room for the vitals scrolling beside it.
 */
function RoutePattern({ pattern }: { pattern: string }) {
  const parts = pattern.split('/');
  return parts.map((part, i) => (
    <Fragment key={i}>
      {part}
      {i < parts.length - 1 && (
        <>
          /<wbr />
        </>
      )}
    </Fragment>
  ));
}

/** The p75 of each vital per page and connection, each cell coloured by its web.dev band. */
export function VitalsTable({ vitals }: { vitals: VitalSummary[] }) {
  const { t } = useTranslation('admin');
  const rows = new Map<string, Map<WebVitalName, VitalSummary>>();
  for (const v of vitals) {
    const key = `${v.page}\u0001${v.connection}`;
    if (!rows.has(key)) rows.set(key, new Map());
    rows.get(key)!.set(v.metric, v);
  }
  return (
    <div className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      {/* On a phone the five vitals do not fit: the table scrolls sideways under its page column,
          which stays put, and a shadow on the edge says more lies that way (`scroll-shadows-x`). It
          takes the keyboard's focus so that arrow keys scroll it too. `relative` keeps the cells'
          screen-reader text (absolutely placed) inside the scrolling box, not widening the page. */}
      <div
        className="scroll-shadows-x relative overflow-x-auto"
        role="region"
        aria-label={t('fieldQuality.vitals.caption')}
        tabIndex={0}
      >
        <table className="w-full min-w-[40rem] text-left text-sm">
          <caption className="sr-only">{t('fieldQuality.vitals.caption')}</caption>
          <thead className="bg-slate-50 text-xs text-slate-600 uppercase">
            <tr>
              <th scope="col" className="sticky left-0 bg-slate-50 px-3 py-2">
                {t('fieldQuality.vitals.page')}
              </th>
              <th scope="col" className="px-3 py-2">
                {t('fieldQuality.vitals.connection')}
              </th>
              {WEB_VITALS.map((m) => (
                <th key={m} scope="col" className="px-3 py-2 text-right">
                  {m}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {[...rows].map(([key, metrics]) => {
              const [page, connection] = key.split('\u0001');
              return (
                <tr key={key}>
                  <th
                    scope="row"
                    className="sticky left-0 max-w-36 bg-white px-3 py-2 font-mono text-xs font-medium text-slate-900 sm:max-w-none"
                  >
                    <RoutePattern pattern={page!} />
                  </th>
                  <td className="px-3 py-2 text-slate-700">{connection}</td>
                  {WEB_VITALS.map((m) => {
                    const v = metrics.get(m);
                    if (!v)
                      return (
                        <td key={m} className="px-3 py-2 text-right text-slate-400">
                          –
                        </td>
                      );
                    const rating = ratingOf(m, v.p75);
                    return (
                      <td key={m} className="px-1 py-1 text-right last:pr-3">
                        <span
                          className={`inline-block rounded-md px-2 py-1 font-semibold ${TONE[rating]}`}
                          title={t('fieldQuality.vitals.samples', { count: v.samples })}
                        >
                          {shown(m, v.p75)}
                          <span className="sr-only"> ({t(`fieldQuality.rating.${rating}`)})</span>
                        </span>
                      </td>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className="flex flex-wrap gap-3 border-t border-slate-100 px-3 py-2 text-xs text-slate-600">
        {(['good', 'needsImprovement', 'poor'] as const).map((r) => (
          <span key={r} className="flex items-center gap-1">
            <span className={`inline-block h-3 w-3 rounded-sm ${TONE[r]}`} aria-hidden />
            {t(`fieldQuality.rating.${r}`)}
          </span>
        ))}
      </p>
    </div>
  );
}
