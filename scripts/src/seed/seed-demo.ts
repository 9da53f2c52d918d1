import type { AppContext } from '../../../api/src/context.ts';
import { seedDemoCourses } from './catalogue.seed.ts';

/**
 * Fills a fresh academy with demo data so `npm start` shows a living product. Each capability adds its
 * seeder here; every seeder is idempotent (safe on every start). Returns lines to print (credentials).
 */
export async function seedDemo(ctx: AppContext): Promise<string[]> {
  const lines: string[] = [];
  lines.push(...(await seedDemoCourses(ctx)));
  return lines;
}
