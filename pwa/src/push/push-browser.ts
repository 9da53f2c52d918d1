import type { Language, PushSubscriptionInput } from '@academy/shared';
import { apiRequest } from '../api/api-client.ts';

/**
 * The browser side of push for new courses (issue 15): the Push API, the notification permission and
 * the two API calls. The service worker that shows the notifications is src/push/push-worker.ts.
 *
 * - unsupported: no service worker or Push API here (iOS Safari outside an installed app, old browsers);
 * - blocked: the learner refused notifications in the browser; only its settings can undo that;
 * - off / on: whether this browser holds a subscription.
 */
export type PushState = 'unsupported' | 'blocked' | 'off' | 'on';

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/**
 * The service worker's registration. On a first visit the worker registers after the page loaded, so
 * it is waited for a little; without one (the Vite dev server, a browser refusing it) there is none.
 */
async function registration(wait = true): Promise<ServiceWorkerRegistration | null> {
  const now = await navigator.serviceWorker.getRegistration();
  if (now || !wait) return now ?? null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), 5_000);
  });
  const ready = navigator.serviceWorker.ready ?? late;
  return Promise.race([ready, late]).finally(() => clearTimeout(timer));
}

async function currentSubscription(wait = true): Promise<PushSubscription | null> {
  const reg = await registration(wait);
  return reg ? reg.pushManager.getSubscription() : null;
}

export async function readPushState(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  if (!(await registration())) return 'unsupported';
  return (await currentSubscription()) && Notification.permission === 'granted' ? 'on' : 'off';
}

/** The server's VAPID public key (base64url) as the Push API wants it. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

async function vapidPublicKey(): Promise<string | null> {
  const answer = await apiRequest<{ vapidPublicKey: string | null }>('/api/site-config');
  return answer.data.vapidPublicKey;
}

function subscriptionBody(sub: PushSubscription, language: Language): PushSubscriptionInput {
  const json = sub.toJSON();
  return {
    endpoint: json.endpoint ?? sub.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
    language,
  };
}

/**
 * Opting in, after the learner pressed the switch (never on load): asks the permission, subscribes
 * with the server's key and stores the subscription on the server. Answers the state it ended in.
 */
export async function turnPushOn(token: string, language: Language): Promise<PushState> {
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'blocked';
  if (permission !== 'granted') return 'off';
  const [reg, key] = await Promise.all([registration(), vapidPublicKey()]);
  if (!reg || !key) return 'unsupported';
  const sub =
    (await reg.pushManager.getSubscription()) ??
    (await reg.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(key),
    }));
  try {
    await apiRequest('/api/push/subscriptions', {
      method: 'POST',
      token,
      body: subscriptionBody(sub, language),
    });
  } catch (err) {
    // A subscription the server does not know would only be a silent one: drop it.
    await sub.unsubscribe().catch(() => undefined);
    throw err;
  }
  return 'on';
}

/** Tells the server the browser's language changed, so pushes follow the app's language. */
export async function updatePushLanguage(token: string, language: Language): Promise<void> {
  const sub = await currentSubscription();
  if (!sub) return;
  await apiRequest('/api/push/subscriptions', {
    method: 'POST',
    token,
    body: subscriptionBody(sub, language),
  });
}

/** Opting out: the server forgets the subscription, then the browser drops it. */
export async function turnPushOff(token: string): Promise<PushState> {
  const sub = await currentSubscription();
  if (sub) {
    await apiRequest('/api/push/subscriptions', {
      method: 'DELETE',
      token,
      body: { endpoint: sub.endpoint },
    });
    await sub.unsubscribe();
  }
  return 'off';
}

/**
 * Logout on this browser: the next person on the phone must not get the learner's pushes. Answers
 * this browser's endpoint, which the logout call sends so that the server deletes the subscription
 * with the session (null when there is none), and drops the browser's subscription: even when the
 * logout never reaches the server (offline), the push service then answers 410 and the server prunes
 * the row at the next push.
 */
export async function pushEndpointForLogout(): Promise<string | null> {
  if (!pushSupported()) return null;
  // No waiting for a worker still registering: a subscription needs one that is already there.
  const sub = await currentSubscription(false).catch(() => null);
  if (!sub) return null;
  const endpoint = sub.endpoint;
  await sub.unsubscribe().catch(() => undefined);
  return endpoint;
}
