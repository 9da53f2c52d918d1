/**
 * The home page's four hero slides (spec 000 §2 Home), the first on show when the page opens: the
 * app's carousel (pwa/src/home/hero-carousel.tsx) and the server's drawing of the first screen
 * (api/src/http/first-screen/home.ts) draw the same ones. Copy in home.json under hero.variants.<id>.
 */
export const HOME_HERO_VARIANTS = [
  { id: 'learn', image: '/images/hero-1.svg', primary: '/courses', secondary: '/register' },
  { id: 'edit', image: '/images/hero-2.svg', primary: '/courses', secondary: '/about' },
  { id: 'grow', image: '/images/hero-3.svg', primary: '/courses', secondary: '/contact' },
  { id: 'certify', image: '/images/hero-4.svg', primary: '/register', secondary: '/verify' },
] as const;
