/**
 * SLOT (catalogue issue): the dashboard statistics of spec 001 §2 (total users, total courses, total
 * videos from GET /api/admin/stats, refreshed on the "course:created" browser event) render here.
 * Until the course capability exists there is nothing true to show, so it renders nothing.
 */
export function AdminStatsSlot(): React.ReactNode {
  return null;
}
