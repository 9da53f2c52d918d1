/**
 * Every screen the accessibility test (a11y.spec.ts) checks, at 360 px and desktop, in Tigrinya and
 * English. A new screen joins the list here: `as` says who opens it, `:course` stands for a demo course
 * with lessons and `:video` for its first lesson. Other specs may also push to this array before the
 * test runs, but one line here is the usual way.
 */
export interface A11yScreen {
  name: string;
  path: string;
  as: 'visitor' | 'learner' | 'admin';
}

export const A11Y_SCREENS: A11yScreen[] = [
  // ── public ──
  { name: 'home', path: '/', as: 'visitor' },
  { name: 'catalogue', path: '/courses', as: 'visitor' },
  { name: 'catalogue, filters open', path: '/courses?level=beginner', as: 'visitor' },
  { name: 'course', path: '/course/:course', as: 'visitor' },
  { name: 'about', path: '/about', as: 'visitor' },
  { name: 'contact', path: '/contact', as: 'visitor' },
  { name: 'help center', path: '/help-center', as: 'visitor' },
  { name: 'terms', path: '/terms-of-service', as: 'visitor' },
  { name: 'privacy', path: '/privacy-policy', as: 'visitor' },
  { name: 'login', path: '/login', as: 'visitor' },
  { name: 'register', path: '/register', as: 'visitor' },
  { name: 'reset password', path: '/reset-password', as: 'visitor' },
  { name: 'resend verification', path: '/resend-verification', as: 'visitor' },
  { name: 'verify email (no token)', path: '/verify-email', as: 'visitor' },
  { name: 'not found', path: '/no-such-page', as: 'visitor' },
  { name: 'admin login', path: '/admin/login', as: 'visitor' },
  { name: 'verify certificate', path: '/verify', as: 'visitor' },
  { name: 'verify certificate, unknown id', path: '/verify/CERT-AAAAAA-AAAAAA', as: 'visitor' },
  { name: 'group link expired', path: '/group-link-expired', as: 'visitor' },
  { name: 'free preview', path: '/course/:course/watch/:video', as: 'visitor' },
  // ── learner ──
  { name: 'profile', path: '/profile', as: 'learner' },
  { name: 'purchases', path: '/profile/purchases', as: 'learner' },
  { name: 'dashboard', path: '/dashboard', as: 'learner' },
  { name: 'course, signed in', path: '/course/:course', as: 'learner' },
  { name: 'watch', path: '/course/:course/watch/:video', as: 'learner' },
  { name: 'my course', path: '/my-course/:course', as: 'learner' },
  { name: 'certificates', path: '/certificates', as: 'learner' },
  { name: 'downloads (empty)', path: '/downloads', as: 'learner' },
  { name: 'checkout cancelled', path: '/checkout/cancel', as: 'learner' },
  { name: 'checkout failed', path: '/checkout/failure', as: 'learner' },
  // ── admin ──
  { name: 'admin dashboard', path: '/admin/dashboard', as: 'admin' },
  { name: 'admin users', path: '/admin/users', as: 'admin' },
  { name: 'admin courses', path: '/admin/courses', as: 'admin' },
  { name: 'admin course', path: '/admin/courses/:course', as: 'admin' },
  { name: 'admin course edit', path: '/admin/courses/:course/edit', as: 'admin' },
  { name: 'admin upload course', path: '/admin/upload', as: 'admin' },
  { name: 'admin videos', path: '/admin/courses/:course/videos', as: 'admin' },
  { name: 'admin video upload', path: '/admin/courses/:course/videos/upload', as: 'admin' },
  { name: 'admin video', path: '/admin/courses/:course/videos/:video', as: 'admin' },
  { name: 'admin reviews', path: '/admin/reviews', as: 'admin' },
  { name: 'admin trace', path: '/admin/trace', as: 'admin' },
  { name: 'admin not found', path: '/admin/no-such-page', as: 'admin' },
];
