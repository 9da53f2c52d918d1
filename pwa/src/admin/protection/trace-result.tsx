import type { WatermarkTraceData } from '@academy/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

function when(iso: string | null, language: string): string {
  if (!iso) return '—';
  return new Intl.DateTimeFormat(language === 'ti' ? 'ti-ER' : 'en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso));
}

/** The learner a code leads to, and the sessions (lesson, course, start and end) that carried it. */
export function TraceResult({ trace }: { trace: WatermarkTraceData }) {
  const { t, i18n } = useTranslation('admin-protection');
  return (
    <section aria-labelledby="trace-learner" className="space-y-4" data-testid="trace-result">
      <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <h2 id="trace-learner" className="text-sm font-semibold text-slate-600">
          {t(trace.matched === 'session' ? 'trace.matchedSession' : 'trace.matchedViewer')}
        </h2>
        {trace.learner ? (
          <p className="mt-1 text-lg font-semibold text-slate-900">
            {trace.learner.name}{' '}
            <span className="block text-base font-normal break-all text-slate-700 sm:inline">
              {trace.learner.email}
            </span>
          </p>
        ) : (
          <p className="mt-1 text-slate-800">{t('trace.visitor')}</p>
        )}
        {trace.learner && (
          <Link
            to={`/admin/users?q=${encodeURIComponent(trace.learner.email)}`}
            className="mt-2 inline-block text-sm font-semibold text-red-800 underline"
          >
            {t('trace.openUser')}
          </Link>
        )}
      </div>
      <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {trace.sessions.map((s) => (
          <li key={s.sessionId} className="p-4 text-sm" data-testid="trace-session">
            <p className="font-semibold text-slate-900">{s.video.title}</p>
            <p className="text-slate-700">{s.course.title}</p>
            <p className="mt-1 text-slate-700">
              {t('trace.started')}: {when(s.startedAt, i18n.language)} · {t('trace.ended')}:{' '}
              {when(s.endedAt ?? s.expiresAt, i18n.language)}
            </p>
            <p className="font-mono text-xs text-slate-600">
              {s.watermarkData} · {s.viewerCode ?? '—'}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
