/** The accounts folder's door: what other features may use of it (docs/architecture.md). */
export { AccountNav } from './account-nav.tsx';
export { useMe } from './account-queries.ts';
export { AccountTabs } from './account-tabs.tsx';
export { saveLanguage } from './accounts-api.ts';
export { welcomeName } from './user-display.ts';
