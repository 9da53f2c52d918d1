import type { AdminProfile } from '../session/admin-session.ts';

/** The admin signed in for the admin area's screen tests (`renderScreen({ admin: ADMIN })`). */
export const ADMIN: AdminProfile = {
  _id: 'admin-1',
  id: 'admin-1',
  name: 'Aster Haile',
  firstName: 'Aster',
  lastName: 'Haile',
  email: 'admin@example.com',
  role: 'admin',
  profilePicture: null,
};

/** `GET /api/admin/validate`, which the admin area's guard asks before any admin page. */
export const VALIDATE = 'GET /api/admin/validate';
