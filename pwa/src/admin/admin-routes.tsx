import { Navigate, type RouteObject } from 'react-router';
import { RouteErrorPage, lazyPage } from '../shell/index.ts';

export const ADMIN_ROUTE_ID = 'admin';

/**
 * The admin area (spec 001 §2): one guarded layout route. Its pages' routes (admin-pages.tsx) join it
 * on the way to the first admin address, through `patchAdminPages`, so that learners download neither
 * admin code nor the admin route table (0.9 KB gzip of the home page's first load).
 */
export const adminRoute: RouteObject = {
  id: ADMIN_ROUTE_ID,
  path: '/admin',
  lazy: lazyPage('first-use', ['admin'], () => import('./admin-area.tsx')),
  // A chunk that fails to download (weak connection, a new release) offers a reload, not a stack trace.
  errorElement: <RouteErrorPage />,
  children: [{ index: true, element: <Navigate to="/admin/dashboard" replace /> }],
};

type PatchRoutes = (routeId: string, children: RouteObject[]) => void;

/**
 * React Router's `patchRoutesOnNavigation` for the admin area: an address under /admin/ that matches
 * no known route yet gets the admin pages. Patching again is harmless: the router skips routes it has.
 */
export async function patchAdminPages(path: string, patch: PatchRoutes): Promise<void> {
  if (!path.startsWith('/admin/')) return;
  const { adminPages } = await import(/* offline: first-use */ './admin-pages.ts');
  patch(ADMIN_ROUTE_ID, adminPages);
}
