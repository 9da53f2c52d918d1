import type { TelemetrySummary } from '@academy/shared';
import { useTranslation } from 'react-i18next';

/**
 * The Field quality charts, hand-written SVG (no chart library: a few hundred bytes instead of tens
 * of kilobytes). Each chart scales to its box's width; its figures are also in its text alternative.
 */
const W = 320;
const H = 140;
const PAD = { left: 8, right: 8, top: 16, bottom: 28 };

type Histogram = TelemetrySummary['playback']['startupHistogram'];
type Daily = TelemetrySummary['playback']['daily'];

const seconds = (ms: number) => `${ms / 1000}`;

export function StartupChart({ histogram }: { histogram: Histogram }) {
  const { t } = useTranslation('admin');
  const max = Math.max(1, ...histogram.map((b) => b.sessions));
  const slot = (W - PAD.left - PAD.right) / histogram.length;
  const labels = histogram.map((b, i) =>
    b.upToMs === null ? `≥${seconds(histogram[i - 1]?.upToMs ?? 0)} s` : `<${seconds(b.upToMs)} s`,
  );
  const summary = histogram.map((b, i) => `${labels[i]}: ${b.sessions}`).join(', ');
  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      className="h-auto w-full"
      role="img"
      aria-label={`${t('fieldQuality.startupChart')}: ${summary}`}
    >
      {histogram.map((b, i) => {
        const h = ((H - PAD.top - PAD.bottom) * b.sessions) / max;
        const x = PAD.left + i * slot + 3;
        const y = H - PAD.bottom - h;
        return (
          <g key={labels[i]}>
            <rect x={x} y={y} width={slot - 6} height={h} rx={2} className="fill-red-600" />
            <text
              x={x + (slot - 6) / 2}
              y={y - 3}
              textAnchor="middle"
              className="fill-slate-700 text-[9px]"
            >
              {b.sessions}
            </text>
            <text
              x={x + (slot - 6) / 2}
              y={H - PAD.bottom + 12}
              textAnchor="middle"
              className="fill-slate-500 text-[8px]"
            >
              {labels[i]}
            </text>
          </g>
        );
      })}
      <line
        x1={PAD.left}
        x2={W - PAD.right}
        y1={H - PAD.bottom}
        y2={H - PAD.bottom}
        className="stroke-slate-300"
      />
    </svg>
  );
}

export function RebufferChart({ daily }: { daily: Daily }) {
  const { t } = useTranslation('admin');
  const points = daily.filter((d) => d.rebufferRatio !== null);
  const max = Math.max(0.01, ...points.map((d) => d.rebufferRatio!));
  const x = (i: number) =>
    PAD.left +
    (points.length < 2
      ? (W - PAD.left - PAD.right) / 2
      : (i * (W - PAD.left - PAD.right)) / (points.length - 1));
  const y = (r: number) => H - PAD.bottom - ((H - PAD.top - PAD.bottom) * r) / max;
  const percent = (r: number) => `${(r * 100).toFixed(1)}%`;
  const summary = points.map((d) => `${d.day}: ${percent(d.rebufferRatio!)}`).join(', ');
  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      className="h-auto w-full"
      role="img"
      aria-label={`${t('fieldQuality.rebufferChart')}: ${summary}`}
    >
      <line
        x1={PAD.left}
        x2={W - PAD.right}
        y1={H - PAD.bottom}
        y2={H - PAD.bottom}
        className="stroke-slate-300"
      />
      <polyline
        fill="none"
        strokeWidth={2}
        className="stroke-red-600"
        points={points.map((d, i) => `${x(i)},${y(d.rebufferRatio!)}`).join(' ')}
      />
      {points.map((d, i) => (
        <g key={d.day}>
          <circle cx={x(i)} cy={y(d.rebufferRatio!)} r={3} className="fill-red-600" />
          <text
            x={x(i)}
            y={y(d.rebufferRatio!) - 6}
            textAnchor="middle"
            className="fill-slate-700 text-[8px]"
          >
            {percent(d.rebufferRatio!)}
          </text>
          {(i === 0 || i === points.length - 1) && (
            <text
              x={x(i)}
              y={H - PAD.bottom + 12}
              textAnchor={i === 0 && points.length > 1 ? 'start' : 'end'}
              className="fill-slate-500 text-[8px]"
            >
              {d.day.slice(5)}
            </text>
          )}
        </g>
      ))}
    </svg>
  );
}
