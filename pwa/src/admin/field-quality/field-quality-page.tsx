import { useQuery } from '@tanstack/react-query';
import { Activity } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TelemetrySummary } from '@academy/shared';
import { QueryError } from '../../ui/notice-query-error.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { EmptyState, Skeleton } from '../../ui/states.tsx';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { RebufferChart, StartupChart } from './field-charts.tsx';
import { fetchFieldQuality, fieldQualityKey } from './field-quality-api.ts';
import { VitalsTable } from './vitals-table.tsx';

const PERIODS = [7, 28] as const;
const WORST_LESSONS = 10;

/**
 * /admin/field-quality (issue 26): what learners' own phones measured, from the visitors who accepted
 * cookies: the p75 of each Core Web Vital per page and connection, the startup distribution, the
 * rebuffering ratio by day, and the ten lessons slowest to start.
 */
export default function FieldQualityPage() {
  const { t } = useTranslation('admin');
  usePageTitle(t('fieldQuality.title'), 'admin');
  const [days, setDays] = useState<(typeof PERIODS)[number]>(7);
  const query = useQuery({
    queryKey: fieldQualityKey(days),
    queryFn: ({ signal }) => fetchFieldQuality(days, signal),
  });

  return (
    <div className="space-y-6">
      <PageHeader title={t('fieldQuality.title')} subtitle={t('fieldQuality.subtitle')} />
      <div role="group" aria-label={t('fieldQuality.period')} className="flex gap-2">
        {PERIODS.map((p) => (
          <button
            key={p}
            type="button"
            aria-pressed={days === p}
            onClick={() => setDays(p)}
            className={`rounded-lg px-3 py-1.5 text-sm font-semibold ring-1 ${
              days === p
                ? 'bg-red-700 text-white ring-red-700'
                : 'bg-white text-slate-700 ring-slate-300'
            }`}
          >
            {t('fieldQuality.days', { count: p })}
          </button>
        ))}
      </div>
      {query.isPending ? (
        <div className="space-y-4" data-testid="field-quality-loading">
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : query.isError ? (
        <QueryError title={t('fieldQuality.loadError')} query={query} />
      ) : query.data.vitals.length === 0 && query.data.playback.overall.sessions === 0 ? (
        <EmptyState
          icon={Activity}
          title={t('fieldQuality.empty')}
          body={t('fieldQuality.emptyBody')}
        />
      ) : (
        <FieldQualityReport summary={query.data} />
      )}
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

const percent = (r: number | null) => (r === null ? '–' : `${(r * 100).toFixed(1)}%`);
const ms = (v: number | null) => (v === null ? '–' : `${Math.round(v).toLocaleString('en')} ms`);

function FieldQualityReport({ summary }: { summary: TelemetrySummary }) {
  const { t } = useTranslation('admin');
  const { overall, lessons, startupHistogram, daily } = summary.playback;
  const worst = lessons.filter((l) => l.startupMedianMs !== null).slice(0, WORST_LESSONS);
  return (
    <>
      <Section title={t('fieldQuality.vitals.title')}>
        {summary.vitals.length ? (
          <VitalsTable vitals={summary.vitals} />
        ) : (
          <p className="text-sm text-slate-600">{t('fieldQuality.vitals.none')}</p>
        )}
      </Section>
      <Section title={t('fieldQuality.playback')}>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {[
            [t('fieldQuality.sessions'), String(overall.sessions)],
            [t('fieldQuality.startupMedian'), ms(overall.startupMedianMs)],
            [t('fieldQuality.startupP90'), ms(overall.startupP90Ms)],
            [t('fieldQuality.rebuffering'), percent(overall.rebufferRatio)],
          ].map(([label, value]) => (
            <div key={label} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
              <dt className="text-xs text-slate-600">{label}</dt>
              <dd className="mt-1 text-xl font-bold text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="grid gap-4 lg:grid-cols-2">
          <figure className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
            <figcaption className="mb-2 text-sm font-semibold text-slate-800">
              {t('fieldQuality.startupChart')}
            </figcaption>
            <StartupChart histogram={startupHistogram} />
          </figure>
          <figure className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
            <figcaption className="mb-2 text-sm font-semibold text-slate-800">
              {t('fieldQuality.rebufferChart')}
            </figcaption>
            <RebufferChart daily={daily} />
          </figure>
        </div>
      </Section>
      <Section title={t('fieldQuality.worst')}>
        <ol className="divide-y divide-slate-100 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
          {worst.map((l) => (
            <li
              key={l.videoId}
              className="flex flex-wrap items-baseline justify-between gap-2 px-4 py-3 text-sm"
            >
              <span className="min-w-0 font-medium break-words text-slate-900">
                {l.title ?? t('fieldQuality.deletedLesson')}
              </span>
              <span className="text-slate-600">
                {t('fieldQuality.lessonFigures', {
                  median: ms(l.startupMedianMs),
                  p90: ms(l.startupP90Ms),
                  count: l.sessions,
                  errors: percent(l.errorRate),
                })}
              </span>
            </li>
          ))}
        </ol>
      </Section>
    </>
  );
}
