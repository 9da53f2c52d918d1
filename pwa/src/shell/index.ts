/** The shell folder's door: what other features may use of it (docs/architecture.md). */
export { FirstScreenHandover } from './first-screen.tsx';
export { lazyPage } from './lazy-page.ts';
export { RouteErrorPage } from './route-error-page.tsx';
export { mailtoLink, mapsLink, telLink, whatsappLink } from './site-links.ts';
