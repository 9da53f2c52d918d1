import { BookOpen, CheckCircle2, Clock, TrendingUp, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StatTile } from '../ui/stat-tile.tsx';
import type { DashboardStats as Stats } from '@academy/shared';

/** The four tiles (spec 000 §2): total, completed, in progress, average progress. */
export function DashboardStats({ stats }: { stats: Stats | undefined }) {
  const { t } = useTranslation('dashboard');
  const tiles: Array<{
    icon: LucideIcon;
    iconTone: string;
    label: string;
    value: number | string | undefined;
    testId: string;
  }> = [
    {
      icon: BookOpen,
      iconTone: 'bg-accent-50 text-accent-700',
      label: t('stats.total'),
      value: stats?.total,
      testId: 'stat-total',
    },
    {
      icon: CheckCircle2,
      iconTone: 'bg-green-50 text-green-700',
      label: t('stats.completed'),
      value: stats?.completed,
      testId: 'stat-completed',
    },
    {
      icon: Clock,
      iconTone: 'bg-amber-50 text-amber-800',
      label: t('stats.in_progress'),
      value: stats?.inProgress,
      testId: 'stat-in-progress',
    },
    {
      icon: TrendingUp,
      iconTone: 'bg-purple-50 text-purple-700',
      label: t('stats.average'),
      value: stats ? `${stats.averageProgress}%` : undefined,
      testId: 'stat-average',
    },
  ];
  return (
    <div
      role="group"
      aria-label={t('stats.label')}
      className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4"
    >
      {tiles.map((tile) => (
        <StatTile key={tile.testId} {...tile} />
      ))}
    </div>
  );
}
