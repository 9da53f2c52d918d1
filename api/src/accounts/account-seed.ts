import type { AppContext } from '../context.ts';
import { hashPassword } from './password.ts';
import { findUserByEmail, insertUser, updateUser } from './user.repository.ts';
import type { UserRow } from './user.table.ts';

/** The demo sign-ins `npm start` prints; created only by `seedDemoAccounts` (never in production data). */
export const DEMO_ACCOUNTS = {
  admin: {
    email: 'admin@academy.local',
    password: 'Admin123!',
    firstName: 'Demo',
    lastName: 'Admin',
  },
  learner: {
    email: 'learner@academy.local',
    password: 'Learner123!',
    firstName: 'Demo',
    lastName: 'Learner',
    phoneNumber: '+12025550100',
  },
} as const;

type SeedContext = Pick<AppContext, 'database' | 'config' | 'logger'>;

/**
 * Creates an account unless the address is taken (then leaves it alone, password included), so that
 * running it at every start, from several processes at once, is safe.
 */
async function ensureAccount(
  ctx: SeedContext,
  account: {
    email: string;
    password: string;
    firstName: string;
    lastName: string;
    phoneNumber?: string;
  },
  role: UserRow['role'],
): Promise<{ user: UserRow; created: boolean }> {
  const existing = await findUserByEmail(ctx.database.db, account.email);
  if (existing) return { user: existing, created: false };
  const inserted = await insertUser(ctx.database.db, {
    email: account.email,
    firstName: account.firstName,
    lastName: account.lastName,
    phoneNumber: account.phoneNumber ?? null,
    passwordHash: await hashPassword(account.password),
    isVerified: true,
    role,
  });
  if (inserted) return { user: inserted, created: true };
  return { user: (await findUserByEmail(ctx.database.db, account.email))!, created: false };
}

export async function seedDemoAccounts(ctx: SeedContext): Promise<typeof DEMO_ACCOUNTS> {
  // The configuration refuses SEED_DEMO in production; this holds even when a caller forgets to ask it.
  if (ctx.config.isProduction) throw new Error('Demo accounts are never created in production.');
  await ensureAccount(ctx, DEMO_ACCOUNTS.admin, 'admin');
  await ensureAccount(ctx, DEMO_ACCOUNTS.learner, 'learner');
  return DEMO_ACCOUNTS;
}

/**
 * The first administrator from `ADMIN_EMAIL` / `ADMIN_PASSWORD`. An existing account with that address
 * is made an active, verified admin but keeps its password: changing the variable later does not
 * silently reset anyone's password.
 */
export async function ensureConfiguredAdmin(ctx: SeedContext): Promise<void> {
  const admin = ctx.config.admin;
  if (!admin) return;
  const { user, created } = await ensureAccount(
    ctx,
    {
      email: admin.email.trim().toLowerCase(),
      password: admin.password,
      firstName: 'Admin',
      lastName: '',
    },
    'admin',
  );
  if (!created && (user.role !== 'admin' || user.status !== 'active' || !user.isVerified)) {
    await updateUser(ctx.database.db, user.id, {
      role: 'admin',
      status: 'active',
      isVerified: true,
    });
  }
  if (created) ctx.logger.info({ email: user.email }, 'administrator account created');
}

export const ADMIN_PASSWORD_MIN = 12;

/**
 * `npm run admin:create`: makes `email` an active, verified administrator with this password, creating
 * the account when the address is new. An operator's deliberate act, so an existing account's
 * password is replaced (unlike ADMIN_PASSWORD at start) and its sessions end.
 */
export async function createOrResetAdmin(
  ctx: SeedContext,
  email: string,
  password: string,
): Promise<{ created: boolean }> {
  if (password.length < ADMIN_PASSWORD_MIN) {
    throw new Error(`The password must be at least ${ADMIN_PASSWORD_MIN} characters.`);
  }
  const address = email.trim().toLowerCase();
  const names = { firstName: 'Admin', lastName: '' };
  const { user, created } = await ensureAccount(
    ctx,
    { email: address, password, ...names },
    'admin',
  );
  if (!created) {
    await updateUser(ctx.database.db, user.id, {
      role: 'admin',
      status: 'active',
      isVerified: true,
      passwordHash: await hashPassword(password),
      tokenVersion: user.tokenVersion + 1,
    });
  }
  return { created };
}

/** Run at every start: the configured admin, and the demo accounts when `SEED_DEMO` is set. */
export async function prepareAccounts(ctx: SeedContext): Promise<void> {
  await ensureConfiguredAdmin(ctx);
  if (ctx.config.seedDemo) await seedDemoAccounts(ctx);
}
