import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMe, welcomeName } from '../accounts/index.ts';
import { RequireLearner } from '../session/require-learner.tsx';
import { PushCard } from '../push/index.ts';
import { PageHeader } from '../ui/page-header.tsx';
import { usePageTitle } from '../ui/use-page-title.ts';
import { BrowseBanner } from './browse-banner.tsx';
import { DashboardCourseList } from './dashboard-course-list.tsx';
import { dashboardStats, filterCourses, type DashboardFilter } from '@academy/shared';
import { DashboardStats } from './dashboard-stats.tsx';
import { DashboardToolbar } from './dashboard-toolbar.tsx';
import { useDashboardCourses } from './use-dashboard-courses.ts';
import { QueryError } from '../ui/notice-query-error.tsx';

/**
 * /dashboard (spec 000 §2 Dashboard): welcome line, four tiles, search, filter, the bought courses six
 * to a page, the browse banner; 'Failed to load dashboard' with Try Again (§8). Without a token it
 * redirects to /login.
 */
export default function DashboardPage() {
  return (
    <RequireLearner>
      <Dashboard />
    </RequireLearner>
  );
}

function Dashboard() {
  const { t } = useTranslation('dashboard');
  usePageTitle(t('title'));
  const { data: user } = useMe();
  const result = useDashboardCourses();
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<DashboardFilter>('all');
  const [page, setPage] = useState(1);
  const visible = filterCourses(result.courses ?? [], search, filter);

  return (
    <div className="min-h-[60vh] bg-slate-50">
      <div className="mx-auto max-w-6xl space-y-8 px-4 py-8 lg:py-12">
        <PageHeader
          title={
            <span data-testid="dashboard-welcome">
              {t('welcome', { name: welcomeName(user, t('learner')) })}
            </span>
          }
          subtitle={t('subtitle')}
        />
        {result.isError ? (
          <QueryError title={t('error.title')} query={result} testId="dashboard-error" />
        ) : (
          <>
            <DashboardStats stats={result.courses ? dashboardStats(result.courses) : undefined} />
            <section aria-labelledby="my-courses-heading" className="space-y-6">
              <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
                <h2 id="my-courses-heading" className="text-xl font-semibold text-slate-900">
                  {t('my_courses')}
                </h2>
                <DashboardToolbar
                  search={search}
                  filter={filter}
                  onSearch={(value) => {
                    setSearch(value);
                    setPage(1);
                  }}
                  onFilter={(value) => {
                    setFilter(value);
                    setPage(1);
                  }}
                />
              </div>
              <DashboardCourseList
                courses={result.courses}
                visible={visible}
                page={page}
                onPage={setPage}
              />
            </section>
          </>
        )}
        <BrowseBanner />
        <PushCard />
      </div>
    </div>
  );
}
