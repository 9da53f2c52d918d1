import {
  VITAL_THRESHOLDS,
  WEB_VITALS,
  type VitalSummary,
  type WebVitalName,
} from '@academy/shared';
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
    <div className="relative overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">{t('fieldQuality.vitals.caption')}</caption>
        <thead className="bg-slate-50 text-xs text-slate-600 uppercase">
          <tr>
            <th scope="col" className="px-3 py-2">
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
                <th scope="row" className="px-3 py-2 font-mono text-xs font-medium text-slate-900">
                  {page}
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
                    <td key={m} className="px-1 py-1 text-right">
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
