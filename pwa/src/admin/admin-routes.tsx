import { Navigate, type RouteObject } from 'react-router';
import { RouteErrorPage } from '../shell/route-error-page.tsx';

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
  // A chunk that fails to download (weak connection, a new release) offers a reload, not a stack trace.
  errorElement: <RouteErrorPage />,
  children: [
    { index: true, element: <Navigate to="/admin/dashboard" replace /> },
    { path: 'login', lazy: page(() => import('./admin-login-page.tsx')) },
    { path: 'dashboard', lazy: page(() => import('./admin-dashboard-page.tsx')) },
    { path: 'users', lazy: page(() => import('./admin-users-page.tsx')) },
    { path: 'courses', lazy: page(() => import('./courses/admin-courses-page.tsx')) },
    { path: 'courses/:courseId', lazy: page(() => import('./courses/admin-course-page.tsx')) },
    {
      path: 'courses/:courseId/edit',
      lazy: page(() => import('./courses/admin-course-edit-page.tsx')),
    },
    { path: 'upload', lazy: page(() => import('./upload/upload-course-page.tsx')) },
    {
      path: 'courses/:courseId/videos',
      lazy: page(() => import('./videos/video-manager-page.tsx')),
    },
    {
      path: 'courses/:courseId/videos/upload',
      lazy: page(() => import('./videos/video-upload-page.tsx')),
    },
    {
      path: 'courses/:courseId/videos/:videoId',
      lazy: page(() => import('./videos/admin-player-page.tsx')),
    },
    // Spec 001 §2: the player links here to re-upload a lesson's file.
    {
      path: 'courses/:courseId/videos/:videoId/edit',
      lazy: page(() => import('./videos/video-upload-page.tsx')),
    },
    { path: 'trace', lazy: page(() => import('./protection/trace-recording-page.tsx')) },
    { path: '*', lazy: page(() => import('./admin-not-found-page.tsx')) },
  ],
};
