import { Suspense } from 'react';
import { AdminStats } from './stats/admin-stats.tsx';

/**
 * SLOT (catalogue issue): the dashboard statistics of spec 001 §2 (total users, total courses, total
 * videos from GET /api/admin/stats, refreshed on the "course:created" browser event). Its copy loads on
 * its own, so the rest of the dashboard shows at once.
 */
export function AdminStatsSlot(): React.ReactNode {
  return (
    <Suspense fallback={<div className="h-24 rounded-2xl bg-white/60" aria-hidden />}>
      <AdminStats />
    </Suspense>
  );
}
