import { PUSH_MESSAGES, type PushSubscriptionInput } from '@academy/shared';
import type { AppContext } from '../context.ts';
import type { Transaction } from '../db/database.ts';
import { invalid } from '../errors/domain-error.ts';
import { isAllowedEndpoint } from './endpoint-allowlist.ts';
import { deleteOwnSubscription, upsertSubscription } from './push.repository.ts';

type Ctx = Pick<AppContext, 'config' | 'database' | 'queue' | 'logger'>;

/** `POST /api/push/subscriptions`: the learner opts in on this browser. */
export async function subscribe(
  ctx: Ctx,
  session: { userId: string; tokenId: string },
  input: PushSubscriptionInput,
): Promise<void> {
  if (!isAllowedEndpoint(input.endpoint, ctx.config.pushEndpointAllowlist)) {
    throw invalid(PUSH_MESSAGES.endpointNotAllowed, {
      endpoint: PUSH_MESSAGES.endpointNotAllowed,
    });
  }
  await upsertSubscription(ctx.database.db, session, input);
}

/**
 * `DELETE /api/push/subscriptions`: opting out, or logging out on this browser (the app calls it
 * before it drops the token). Only the caller's own subscription goes; answering the same whether or
 * not there was one tells nobody about other learners' endpoints, and makes it safe to repeat.
 */
export async function unsubscribe(ctx: Ctx, userId: string, endpoint: string): Promise<void> {
  await deleteOwnSubscription(ctx.database.db, userId, endpoint);
}

/**
 * Called by the catalogue in the transaction that first makes a course active: the job exists only if
 * the course is saved, and is picked up once it is committed. The singleton key keeps one fan-out per
 * course queued or running even if this is called twice.
 */
export async function announceNewCourse(
  ctx: Ctx,
  courseId: string,
  transaction: Transaction,
): Promise<void> {
  if (!ctx.config.vapid) return;
  await ctx.queue.send(
    'push.fanout',
    { courseId },
    { singletonKey: `push.fanout:${courseId}`, transaction },
  );
}
