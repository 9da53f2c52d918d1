import type { AppContext } from '../../../api/src/context.ts';

/**
 * Fills a fresh academy with demo data so `npm start` shows a living product. Each capability adds its
 * seeder here; every seeder is idempotent (safe on every start). Returns lines to print (credentials).
 */
export async function seedDemo(_ctx: AppContext): Promise<string[]> {
  return [];
}
