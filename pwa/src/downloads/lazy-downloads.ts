/**
 * The downloads' code (download-actions.ts), loaded on first use. Every screen reaches it through this
 * one dynamic import, never statically: a module both imported and lazily loaded would leave a small
 * re-export file in the service worker's install.
 */
export const downloads = () => import(/* offline: first-use */ './download-actions.ts');
