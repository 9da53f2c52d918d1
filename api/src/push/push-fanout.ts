import webpush from 'web-push';
import type { CoursePushPayload, Language } from '@academy/shared';
import type { AppContext } from '../context.ts';
import type { JobRun } from '../jobs/job-queue.ts';
import { courseAnnouncement } from '../catalogue/index.ts';
import { isAllowedEndpoint } from './endpoint-allowlist.ts';
import { NEW_COURSE_LINE } from './push-copy.ts';
import {
  deleteSubscription,
  forgetDeliveries,
  recordDelivery,
  undeliveredBatch,
  type PushSubscriptionRow,
} from './push.repository.ts';

type Ctx = Pick<AppContext, 'config' | 'database' | 'logger'>;

/** Subscriptions read per query, and pushes in flight at once within a batch. */
export const FANOUT_BATCH = 100;
const PARALLEL = 10;
/** A new course is still news for a day; a phone offline longer than that gets nothing. */
const TTL_SECONDS = 24 * 60 * 60;
/** Worth showing, not worth waking a phone on low battery for (RFC 8030 §5.3). */
const URGENCY = 'normal';
const SEND_TIMEOUT_MS = 10_000;

type Outcome = 'delivered' | 'gone' | 'failed';

function payloadFor(
  ctx: Ctx,
  course: { id: string; title: string; thumbnailPath: string | null },
  language: Language,
): CoursePushPayload {
  const base = ctx.config.publicUrl;
  return {
    type: 'course:created',
    title: course.title,
    body: NEW_COURSE_LINE[language],
    icon: `${base}/icons/icon-192.png`,
    image: course.thumbnailPath ? `${base}${course.thumbnailPath}` : null,
    url: `${base}/course/${course.id}`,
    courseId: course.id,
  };
}

/**
 * One push: web-push encrypts (aes128gcm) and signs (VAPID); the POST is ours, through fetch, so that
 * redirects are never followed (the allow-list is about where bytes go) and a slow push service is cut
 * off. The endpoint is checked against the allow-list again here: the list may have narrowed since
 * the learner subscribed.
 */
async function sendOne(
  ctx: Ctx,
  subscription: PushSubscriptionRow,
  payload: CoursePushPayload,
): Promise<Outcome> {
  const vapid = ctx.config.vapid!;
  if (!isAllowedEndpoint(subscription.endpoint, ctx.config.pushEndpointAllowlist)) {
    ctx.logger.warn({ subscription: subscription.id }, 'push endpoint no longer allowed; removed');
    return 'gone';
  }
  const details = webpush.generateRequestDetails(
    {
      endpoint: subscription.endpoint,
      keys: { p256dh: subscription.p256dh, auth: subscription.auth },
    },
    JSON.stringify(payload),
    {
      vapidDetails: vapid,
      TTL: TTL_SECONDS,
      urgency: URGENCY,
      contentEncoding: 'aes128gcm',
    },
  );
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(details.headers)) {
    if (name.toLowerCase() !== 'content-length') headers[name] = String(value);
  }
  try {
    const res = await fetch(details.endpoint, {
      method: 'POST',
      headers,
      body: details.body ? new Uint8Array(details.body) : null,
      redirect: 'manual',
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    await res.body?.cancel();
    if (res.status >= 200 && res.status < 300) return 'delivered';
    // RFC 8030 §7.3: the subscription expired or was withdrawn; it will never work again.
    if (res.status === 404 || res.status === 410) return 'gone';
    ctx.logger.warn({ subscription: subscription.id, status: res.status }, 'push refused');
    return 'failed';
  } catch (err) {
    ctx.logger.warn({ err, subscription: subscription.id }, 'push not sent');
    return 'failed';
  }
}

/**
 * The `push.fanout` job: a course became active for the first time. Every subscription reached is
 * recorded, so when some push services fail the job throws, pg-boss retries it with backoff, and the
 * retry sends only to those not reached yet. The last attempt gives up on the rest instead of failing.
 */
export async function fanOutNewCourse(ctx: Ctx, courseId: string, run: JobRun): Promise<void> {
  const db = ctx.database.db;
  const course = await courseAnnouncement(db, courseId);
  // Deleted or hidden again before the job ran: nothing to announce.
  if (!ctx.config.vapid || !course?.active) return;
  const payloads = {
    ti: payloadFor(ctx, course, 'ti'),
    en: payloadFor(ctx, course, 'en'),
  };
  let failed = 0;
  let sent = 0;
  let after: string | null = null;
  for (;;) {
    const batch = await undeliveredBatch(db, courseId, after, FANOUT_BATCH);
    if (batch.length === 0) break;
    after = batch.at(-1)!.id;
    for (let i = 0; i < batch.length; i += PARALLEL) {
      await Promise.all(
        batch.slice(i, i + PARALLEL).map(async (subscription) => {
          const outcome = await sendOne(ctx, subscription, payloads[subscription.language]);
          if (outcome === 'delivered') {
            sent++;
            await recordDelivery(db, courseId, subscription.id);
          } else if (outcome === 'gone') await deleteSubscription(db, subscription.id);
          else failed++;
        }),
      );
    }
  }
  ctx.logger.info({ courseId, sent, failed, attempt: run.retryCount }, 'push fan-out');
  if (failed > 0 && run.retryCount < run.retryLimit) {
    throw new Error(`${failed} push messages failed; retrying those`);
  }
  await forgetDeliveries(db, courseId);
}
