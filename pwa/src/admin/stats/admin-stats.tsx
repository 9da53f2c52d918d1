import { useQuery, useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, BookOpen, RefreshCw, Users, Video } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { COURSE_CREATED_EVENT } from '../../courses/index.ts';
import { Button } from '../../ui/button.tsx';
import { StatTile } from '../../ui/stat-tile.tsx';
import { adminCourseKeys, fetchAdminStats } from '../courses/admin-courses-api.ts';
import { TestCheckoutBanner } from './test-checkout-banner.tsx';

/**
 * The dashboard statistics (spec 001 §2 /admin/dashboard): total users, total courses and total videos
 * from GET /api/admin/stats, fetched again when a 'course:created' browser event fires. Above them, a
 * warning when production takes pretend payments (the test checkout).
 */
export function AdminStats() {
  const { t } = useTranslation('admin-courses');
  const queryClient = useQueryClient();
  const stats = useQuery({
    queryKey: adminCourseKeys.stats,
    queryFn: ({ signal }) => fetchAdminStats(signal),
    staleTime: 30_000,
  });

  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: adminCourseKeys.stats });
    window.addEventListener(COURSE_CREATED_EVENT, refresh);
    return () => window.removeEventListener(COURSE_CREATED_EVENT, refresh);
  }, [queryClient]);

  if (stats.isError && !stats.data) {
    return (
      <section
        aria-label={t('stats.label')}
        className="flex flex-col items-center gap-3 rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200 sm:flex-row sm:text-left"
      >
        <AlertTriangle className="h-8 w-8 shrink-0 text-red-600" aria-hidden />
        <p role="alert" className="flex-1 font-semibold text-slate-900">
          {t('stats.loadFailed')}
        </p>
        <Button
          onClick={() => void stats.refetch()}
          icon={
            <RefreshCw
              className={`h-4 w-4 ${stats.isFetching ? 'animate-spin' : ''}`}
              aria-hidden
            />
          }
        >
          {t('common.retry')}
        </Button>
      </section>
    );
  }

  const data = stats.data;
  const tiles = [
    {
      key: 'totalUsers',
      icon: Users,
      tone: 'bg-emerald-100 text-emerald-700',
      value: data?.totalUsers,
      note: data && t('stats.learners', { count: data.totalLearners }),
    },
    {
      key: 'totalCourses',
      icon: BookOpen,
      tone: 'bg-sky-100 text-sky-700',
      value: data?.totalCourses,
      note: data && t('stats.activeCourses', { count: data.activeCourses }),
    },
    {
      key: 'totalVideos',
      icon: Video,
      tone: 'bg-red-100 text-red-700',
      value: data?.totalVideos,
      note: undefined,
    },
  ] as const;

  return (
    <section aria-label={t('stats.label')} aria-busy={stats.isPending}>
      {data?.testCheckoutInProduction ? <TestCheckoutBanner /> : null}
      <div className="grid gap-4 sm:grid-cols-3">
        {tiles.map(({ key, icon, tone, value, note }) => (
          <StatTile
            key={key}
            label={t(`stats.${key}`)}
            value={value}
            note={note}
            icon={icon}
            iconTone={tone}
            testId={`stat-${key}`}
          />
        ))}
      </div>
    </section>
  );
}
