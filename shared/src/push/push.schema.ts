import { z } from 'zod';
import { LANGUAGES } from '../languages.ts';

/**
 * Web push subscriptions (issue 15). The endpoint is where the server will POST, so it is checked
 * against the allow-list of browser push services on the server too (`api/src/push/endpoint-allowlist.ts`);
 * this schema only checks the shape a browser's `PushSubscription.toJSON()` gives.
 */

/** Browsers' endpoints are a few hundred characters; the cap keeps rows and logs small. */
const endpoint = z.string().trim().max(1000).url('must be a URL');
/** Base64url as the browser gives it: p256dh is a 65-byte P-256 point (87 chars), auth 16 bytes (22). */
const base64url = (min: number, max: number) =>
  z
    .string()
    .min(min)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, 'must be base64url');

export const pushSubscriptionSchema = z.object({
  endpoint,
  keys: z.object({ p256dh: base64url(80, 100), auth: base64url(16, 32) }),
  language: z.enum(LANGUAGES),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

export const pushUnsubscribeSchema = z.object({ endpoint });
export type PushUnsubscribeInput = z.infer<typeof pushUnsubscribeSchema>;

/**
 * `POST /api/auth/logout`'s optional body: the app sends this browser's push endpoint, so that the
 * subscription goes with the session even when it was made under an earlier token. Loose on purpose
 * (no URL check): a bad endpoint deletes nothing, and must never stop a logout.
 */
export const logoutSchema = z
  .object({ pushEndpoint: z.string().trim().max(1000).optional() })
  .default({});
export type LogoutInput = z.infer<typeof logoutSchema>;

export const PUSH_MESSAGES = {
  endpointNotAllowed:
    'This push endpoint is not a known browser push service, so notifications cannot be sent to it.',
  subscribed: 'Notifications for new courses are on',
  unsubscribed: 'Notifications for new courses are off',
} as const;

/** What the service worker receives (encrypted) for a new course. */
export interface CoursePushPayload {
  type: 'course:created';
  title: string;
  body: string;
  icon: string | null;
  image: string | null;
  url: string;
  courseId: string;
}
