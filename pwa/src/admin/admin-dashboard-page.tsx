import { useQueryClient } from '@tanstack/react-query';
import { ArrowRight, BookOpen, Upload, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { adminKeys } from './admin-api.ts';
import {
  adminDisplayName,
  getAdminToken,
  getStoredAdminProfile,
  type AdminProfile,
} from '../session/admin-session.ts';
import { AdminStatsSlot } from './admin-stats-slot.tsx';
import { PageHeader } from '../ui/page-header.tsx';
import { usePageTitle } from '../ui/use-page-title.ts';

/** /admin/dashboard (spec 001 §2): a welcome, the statistics, and quick actions. */
const QUICK_ACTIONS = [
  { to: '/admin/upload', key: 'upload', icon: Upload, tone: 'bg-red-100 text-red-700' },
  { to: '/admin/courses', key: 'courses', icon: BookOpen, tone: 'bg-sky-100 text-sky-700' },
  { to: '/admin/users', key: 'users', icon: Users, tone: 'bg-emerald-100 text-emerald-700' },
] as const;

export default function AdminDashboardPage() {
  const { t } = useTranslation('admin');
  usePageTitle(t('dashboard.title'), 'admin');
  const queryClient = useQueryClient();
  // The guard has already validated the token; its answer carries the admin's name.
  const admin =
    queryClient.getQueryData<AdminProfile | null>(adminKeys.validate(getAdminToken())) ??
    getStoredAdminProfile();
  const name = adminDisplayName(admin);

  return (
    <div className="space-y-8">
      <PageHeader
        title={t('dashboard.title')}
        subtitle={name ? t('dashboard.welcomeNamed', { name }) : t('dashboard.welcome')}
      />

      <AdminStatsSlot />

      <section aria-labelledby="quick-actions">
        <h2 id="quick-actions" className="mb-3 text-lg font-semibold text-slate-900">
          {t('dashboard.quickActions')}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {QUICK_ACTIONS.map(({ to, key, icon: Icon, tone }) => (
            <li key={to}>
              <Link
                to={to}
                className="group flex h-full items-start gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 transition hover:shadow-md hover:ring-red-200 focus-visible:outline-2 focus-visible:outline-red-600"
              >
                <span
                  className={`inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-xl ${tone}`}
                >
                  <Icon className="h-5 w-5" aria-hidden />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="flex items-center gap-1 font-semibold text-slate-900">
                    {t(`dashboard.actions.${key}.title`)}
                    <ArrowRight
                      className="h-4 w-4 text-slate-400 transition group-hover:translate-x-0.5 group-hover:text-red-600"
                      aria-hidden
                    />
                  </span>
                  <span className="mt-1 block text-sm text-slate-600">
                    {t(`dashboard.actions.${key}.description`)}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
