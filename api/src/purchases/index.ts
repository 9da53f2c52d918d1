/**
 * The purchases capability's one door: everything another capability or a script may use from purchases/.
 * Import from here, never from the files behind it (the import-boundaries lint rule enforces this).
 */
export { countOwners, ownedAmong, ownedCourseIds, ownsCourse } from './entitlement.service.ts';
export { recordPurchase } from './purchase.repository.ts';
export { purchasesPorts } from './purchases.ports.ts';
export type { PurchasesPorts } from './purchases.ports.ts';
