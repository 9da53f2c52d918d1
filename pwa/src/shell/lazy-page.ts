import type { ComponentType } from 'react';

/** A route's screen loaded on demand: each page is its own chunk, so the first page stays small. */
export const lazyPage = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await load()).default,
});
