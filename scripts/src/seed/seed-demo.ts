import type { AppContext } from '../../../api/src/context.ts';
import { seedDemoAccounts } from '../../../api/src/accounts/index.ts';
import { seedDemoCourses } from './catalogue.seed.ts';
import { seedDemoVideos } from './media.seed.ts';

/**
 * Fills a fresh academy with demo data so `npm start` shows a living product. Each capability adds its
 * seeder here; every seeder is idempotent (safe on every start). Returns lines to print (credentials).
 */
export async function seedDemo(ctx: AppContext): Promise<string[]> {
  const lines: string[] = [];
  // Accounts first: the demo courses give the demo learner their purchases.
  const accounts = await seedDemoAccounts(ctx);
  lines.push(
    `Admin sign-in:     ${accounts.admin.email} / ${accounts.admin.password}  (${ctx.config.publicUrl}/admin/login)`,
    `Learner sign-in:   ${accounts.learner.email} / ${accounts.learner.password}  (${ctx.config.publicUrl}/login)`,
  );
  lines.push(...(await seedDemoCourses(ctx)));
  lines.push(...(await seedDemoVideos(ctx)));
  return lines;
}
