import {
  BookOpen,
  CheckCircle2,
  Clock,
  Compass,
  RefreshCw,
  Search,
  TrendingUp,
  X,
} from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMe } from '../accounts/account-queries.ts';
import { RequireLearner } from '../accounts/require-learner.tsx';
import { usePageTitle } from '../ui/use-page-title.ts';
import { welcomeName } from '../accounts/user-display.ts';
import { DashboardCourseCard } from './dashboard-course-card.tsx';
import {
  DASHBOARD_FILTERS,
  dashboardStats,
  filterCourses,
  pageCount,
  pageOf,
  type DashboardFilter,
} from './dashboard-rules.ts';
import { useDashboardCourses } from './use-dashboard-courses.ts';

/** /dashboard (spec 000 §2 Dashboard): welcome, four tiles, search, filter, courses, browse banner. */
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

  const courses = result.courses ?? [];
  const stats = dashboardStats(courses);
  const total = result.progressUnavailable ? result.purchasedCount : stats.total;
  const visible = filterCourses(courses, search, filter);
  const pages = pageCount(visible.length);
  const current = Math.min(page, pages);

  return (
    <div className="min-h-[60vh] bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-8 lg:py-12">
        <header className="mb-8">
          <h1
            className="text-2xl font-bold text-slate-900 sm:text-3xl"
            data-testid="dashboard-welcome"
          >
            {t('welcome', { name: welcomeName(user, t('learner')) })}
          </h1>
          <p className="mt-2 text-slate-600">{t('subtitle')}</p>
        </header>

        {result.isError ? (
          <div
            role="alert"
            className="rounded-2xl border border-red-200 bg-red-50 p-6 text-center text-red-800"
          >
            <p className="font-semibold">{t('error.title')}</p>
            <p className="mt-1 text-sm">{t('error.body')}</p>
            <button
              type="button"
              onClick={result.refetch}
              className="mt-4 inline-flex items-center gap-2 rounded-lg bg-red-600 px-4 py-2 text-sm font-semibold text-white hover:bg-red-700"
            >
              <RefreshCw className="h-4 w-4" aria-hidden />
              {t('error.retry')}
            </button>
          </div>
        ) : (
          <>
            <section
              aria-label={t('stats.label')}
              className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4"
            >
              <StatTile
                loading={result.isLoading}
                icon={<BookOpen />}
                tone="bg-brand-50 text-brand-700"
                label={t('stats.total')}
                value={total}
                testId="stat-total"
              />
              <StatTile
                loading={result.isLoading}
                icon={<CheckCircle2 />}
                tone="bg-green-50 text-green-700"
                label={t('stats.completed')}
                value={stats.completed}
                testId="stat-completed"
              />
              <StatTile
                loading={result.isLoading}
                icon={<Clock />}
                tone="bg-amber-50 text-amber-700"
                label={t('stats.in_progress')}
                value={stats.inProgress}
                testId="stat-in-progress"
              />
              <StatTile
                loading={result.isLoading}
                icon={<TrendingUp />}
                tone="bg-purple-50 text-purple-700"
                label={t('stats.average')}
                value={`${stats.averageProgress}%`}
                testId="stat-average"
              />
            </section>

            <section className="mt-8" aria-labelledby="my-courses-heading">
              <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
                <h2 id="my-courses-heading" className="text-xl font-semibold text-slate-900">
                  {t('my_courses')}
                </h2>
                <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
                  <label className="relative block">
                    <span className="sr-only">{t('search.label')}</span>
                    <Search
                      className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-400"
                      aria-hidden
                    />
                    <input
                      type="search"
                      value={search}
                      onChange={(e) => {
                        setSearch(e.target.value);
                        setPage(1);
                      }}
                      placeholder={t('search.placeholder')}
                      className="w-full rounded-lg border border-slate-300 bg-white py-2 pr-9 pl-9 text-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100 sm:w-64"
                    />
                    {search ? (
                      <button
                        type="button"
                        onClick={() => setSearch('')}
                        aria-label={t('search.clear')}
                        className="absolute top-1/2 right-2 -translate-y-1/2 rounded p-1 text-slate-400 hover:text-slate-700"
                      >
                        <X className="h-4 w-4" aria-hidden />
                      </button>
                    ) : null}
                  </label>
                  <div
                    role="radiogroup"
                    aria-label={t('filter.label')}
                    className="grid grid-cols-3 rounded-lg border border-slate-300 bg-white p-1"
                  >
                    {DASHBOARD_FILTERS.map((value) => (
                      <button
                        key={value}
                        type="button"
                        role="radio"
                        aria-checked={filter === value}
                        onClick={() => {
                          setFilter(value);
                          setPage(1);
                        }}
                        className={`rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap transition ${
                          filter === value
                            ? 'bg-brand-600 text-white shadow-sm'
                            : 'text-slate-600 hover:bg-slate-100'
                        }`}
                      >
                        {t(`filter.${value}`)}
                      </button>
                    ))}
                  </div>
                </div>
              </div>

              <div className="mt-6">
                {result.isLoading ? (
                  <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" role="status" aria-busy>
                    <span className="sr-only">{t('loading')}</span>
                    {[0, 1, 2].map((i) => (
                      <div key={i} className="h-72 animate-pulse rounded-2xl bg-slate-200/70" />
                    ))}
                  </div>
                ) : courses.length === 0 ? (
                  <EmptyState pending={result.progressUnavailable} />
                ) : visible.length === 0 ? (
                  <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
                    {t('no_match')}
                  </p>
                ) : (
                  <>
                    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                      {pageOf(visible, current).map((course) => (
                        <DashboardCourseCard key={course._id} course={course} />
                      ))}
                    </div>
                    {pages > 1 ? (
                      <nav
                        aria-label={t('pagination.label')}
                        className="mt-6 flex items-center justify-center gap-3"
                      >
                        <button
                          type="button"
                          disabled={current <= 1}
                          onClick={() => setPage(current - 1)}
                          className="rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm disabled:opacity-50"
                        >
                          {t('pagination.previous')}
                        </button>
                        <span className="text-sm text-slate-600">
                          {t('pagination.page', { page: current, pages })}
                        </span>
                        <button
                          type="button"
                          disabled={current >= pages}
                          onClick={() => setPage(current + 1)}
                          className="rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm disabled:opacity-50"
                        >
                          {t('pagination.next')}
                        </button>
                      </nav>
                    ) : null}
                  </>
                )}
              </div>
            </section>
          </>
        )}

        <BrowseBanner />
      </div>
    </div>
  );
}

function StatTile({
  icon,
  tone,
  label,
  value,
  loading,
  testId,
}: {
  icon: ReactNode;
  tone: string;
  label: string;
  value: ReactNode;
  loading: boolean;
  testId: string;
}) {
  return (
    <div className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <span
        className={`flex h-10 w-10 shrink-0 items-center justify-center rounded-xl sm:h-12 sm:w-12 [&>svg]:h-5 [&>svg]:w-5 sm:[&>svg]:h-6 sm:[&>svg]:w-6 ${tone}`}
        aria-hidden
      >
        {icon}
      </span>
      <div className="min-w-0">
        <p className="text-xs leading-tight text-slate-600 sm:text-sm">{label}</p>
        {loading ? (
          <span className="mt-1 block h-7 w-10 animate-pulse rounded bg-slate-200" />
        ) : (
          <p className="text-2xl font-bold text-slate-900" data-testid={testId}>
            {value}
          </p>
        )}
      </div>
    </div>
  );
}

function EmptyState({ pending }: { pending: boolean }) {
  const { t } = useTranslation('dashboard');
  return (
    <div
      className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center"
      data-testid="dashboard-empty"
    >
      <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <BookOpen className="h-7 w-7" aria-hidden />
      </span>
      <h3 className="mt-4 text-lg font-semibold text-slate-900">
        {pending ? t('empty.pending_title') : t('empty.title')}
      </h3>
      <p className="mx-auto mt-2 max-w-md text-sm text-slate-600">
        {pending ? t('empty.pending_body') : t('empty.body')}
      </p>
      {pending ? null : (
        <Link
          to="/courses"
          className="mt-6 inline-flex items-center gap-2 rounded-lg bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
        >
          <Compass className="h-4 w-4" aria-hidden />
          {t('empty.cta')}
        </Link>
      )}
    </div>
  );
}

function BrowseBanner() {
  const { t } = useTranslation('dashboard');
  return (
    <section className="mt-10 overflow-hidden rounded-2xl bg-gradient-to-r from-brand-700 to-brand-500 p-6 text-white shadow-lg sm:p-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="text-xl font-bold">{t('banner.title')}</h2>
          <p className="mt-1 text-brand-100">{t('banner.body')}</p>
        </div>
        <Link
          to="/courses"
          data-testid="browse-courses"
          className="inline-flex shrink-0 items-center justify-center gap-2 rounded-lg bg-white px-5 py-2.5 text-sm font-semibold text-brand-700 shadow hover:bg-brand-50"
        >
          <Compass className="h-4 w-4" aria-hidden />
          {t('banner.cta')}
        </Link>
      </div>
    </section>
  );
}
