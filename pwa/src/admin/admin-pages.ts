import type { RouteObject } from 'react-router';
import { lazyPage as page } from '../shell/index.ts';

/**
 * The admin pages (spec 001 §2), under the guarded `/admin` route of admin-routes.tsx. This table is
 * itself a chunk, fetched on the way to the first admin page, so learners download none of it.
 */
export const adminPages: RouteObject[] = [
  { path: 'login', lazy: page('first-use', ['admin'], () => import('./admin-login-page.tsx')) },
  {
    path: 'dashboard',
    lazy: page('first-use', ['admin', 'admin-courses'], () => import('./admin-dashboard-page.tsx')),
  },
  {
    path: 'users',
    lazy: page('first-use', ['admin', 'admin-protection'], () => import('./admin-users-page.tsx')),
  },
  {
    path: 'courses',
    lazy: page(
      'first-use',
      ['admin-courses', 'catalogue'],
      () => import('./courses/admin-courses-page.tsx'),
    ),
  },
  {
    path: 'courses/:courseId',
    lazy: page(
      'first-use',
      ['admin-courses', 'admin-media', 'catalogue'],
      () => import('./courses/admin-course-page.tsx'),
    ),
  },
  {
    path: 'courses/:courseId/edit',
    lazy: page(
      'first-use',
      ['admin-courses', 'admin-media', 'catalogue'],
      () => import('./courses/admin-course-edit-page.tsx'),
    ),
  },
  {
    path: 'upload',
    lazy: page(
      'first-use',
      ['admin-courses', 'admin-media', 'catalogue'],
      () => import('./upload/upload-course-page.tsx'),
    ),
  },
  {
    path: 'courses/:courseId/videos',
    lazy: page(
      'first-use',
      ['admin-media', 'admin-courses'],
      () => import('./videos/video-manager-page.tsx'),
    ),
  },
  {
    path: 'courses/:courseId/videos/upload',
    lazy: page(
      'first-use',
      ['admin-media', 'admin-courses'],
      () => import('./videos/video-upload-page.tsx'),
    ),
  },
  {
    path: 'courses/:courseId/videos/:videoId',
    lazy: page('first-use', ['admin-media'], () => import('./videos/admin-player-page.tsx')),
  },
  // Spec 001 §2: the player links here to re-upload a lesson's file.
  {
    path: 'courses/:courseId/videos/:videoId/edit',
    lazy: page(
      'first-use',
      ['admin-media', 'admin-courses'],
      () => import('./videos/video-upload-page.tsx'),
    ),
  },
  {
    path: 'field-quality',
    lazy: page('first-use', ['admin'], () => import('./field-quality/field-quality-page.tsx')),
  },
  {
    path: 'reviews',
    lazy: page(
      'first-use',
      ['admin-reviews', 'catalogue'],
      () => import('./reviews/admin-reviews-page.tsx'),
    ),
  },
  {
    path: 'trace',
    lazy: page(
      'first-use',
      ['admin-protection'],
      () => import('./protection/trace-recording-page.tsx'),
    ),
  },
  { path: '*', lazy: page('first-use', ['admin'], () => import('./admin-not-found-page.tsx')) },
];
