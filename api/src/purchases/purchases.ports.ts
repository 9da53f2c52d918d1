import { definePort } from '../ports/port.ts';
import type { DbOrTx } from '../db/database.ts';

/**
 * What purchases needs from capabilities that depend on it (certificates), filled at the composition
 * root (`api/src/wiring.ts`).
 */
export interface PurchasesPorts {
  /**
   * A purchase was refunded (inside the refund's transaction): a certificate of that course no longer
   * vouches for the learner (issue 24). Answers the revoked certificate's id, if there was one.
   */
  refunded(db: DbOrTx, userId: string, courseId: string): Promise<string | null>;
}

export const purchasesPorts = definePort<PurchasesPorts>('purchases');
