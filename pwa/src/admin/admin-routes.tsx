import { Navigate, type RouteObject } from 'react-router';

const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

/**
 * The admin area (spec 001 §2): one guarded layout route with its pages as children, every module
 * loaded on demand so learners never download admin code. Later issues add courses, upload and videos.
 */
export const adminRoute: RouteObject = {
  path: '/admin',
  lazy: page(() => import('./admin-area.tsx')),
  children: [
    { index: true, element: <Navigate to="/admin/dashboard" replace /> },
    { path: 'login', lazy: page(() => import('./admin-login-page.tsx')) },
    { path: 'dashboard', lazy: page(() => import('./admin-dashboard-page.tsx')) },
    { path: 'users', lazy: page(() => import('./admin-users-page.tsx')) },
    { path: '*', lazy: page(() => import('./admin-not-found-page.tsx')) },
  ],
};
