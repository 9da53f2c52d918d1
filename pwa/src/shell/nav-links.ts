/** The navbar's links (spec 000 §2), shared by the desktop bar, the mobile menu and the footer. */
export const NAV_LINKS = [
  { to: '/', key: 'nav.home', end: true },
  { to: '/courses', key: 'nav.courses', end: false },
  { to: '/about', key: 'nav.about', end: false },
  { to: '/contact', key: 'nav.contact', end: false },
] as const;
