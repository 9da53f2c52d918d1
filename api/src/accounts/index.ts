/**
 * The accounts capability's one door: everything another capability or a script may use from accounts/.
 * Import from here, never from the files behind it (the import-boundaries lint rule enforces this).
 */
export { accountRateLimits } from './account-rate-limits.ts';
export { createOrResetAdmin, seedDemoAccounts } from './account-seed.ts';
export { sessionFor, userView } from './account.service.ts';
export type { AccountsContext } from './account.service.ts';
export { principalOf } from './auth.routes.ts';
export { hashPassword, verifyPassword } from './password.ts';
export { personName } from './person.service.ts';
export { currentUser } from './profile.service.ts';
export { listPurchasedCourseIds } from './purchases.ts';
export { issueSessionToken } from './session-token.ts';
export { findUserContact, userContact } from './user-contact.ts';
export { toAdminUserListItem } from './user.mapper.ts';
export { findUserByEmail, findUserById, updateUser } from './user.repository.ts';
export { revokedTokens, users } from './user.table.ts';
export type { UserRow } from './user.table.ts';
export { accountsPorts } from './accounts.ports.ts';
export type { AccountsPorts } from './accounts.ports.ts';
