import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import { z } from 'zod';
import { blank, bothOrNeither, defineConfigPart, text } from './env.ts';

export interface PushConfig {
  /** null: web push is off. */
  vapid: { publicKey: string; privateKey: string; subject: string } | null;
  /**
   * Origins (`https://host[:port]`, or `https://*.domain` for any subdomain) a push subscription's
   * endpoint may point at. The server POSTs to endpoints, so an arbitrary one would let any learner
   * aim the server at internal addresses.
   */
  pushEndpointAllowlist: string[];
}

/** The browser push services: Chrome/Edge-on-Android (FCM), Firefox, Edge/Windows, Safari. */
export const DEFAULT_PUSH_ENDPOINT_ALLOWLIST = [
  'https://fcm.googleapis.com',
  'https://updates.push.services.mozilla.com',
  'https://*.notify.windows.com',
  'https://*.push.apple.com',
  'https://web.push.apple.com',
];

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** One allow-list entry: an https origin (or http on loopback, for test receivers), `*.` allowed. */
function originProblem(entry: string): string | null {
  const match = /^(https?):\/\/(\*\.)?([a-z0-9.-]+|\[::1\])(:\d{1,5})?$/i.exec(entry);
  if (!match) return `"${entry}" is not an origin like https://push.example.com`;
  if (match[1] === 'http' && !LOOPBACK.has(match[3]!.toLowerCase()))
    return `"${entry}" must be https (http only for a loopback test receiver)`;
  return null;
}

/**
 * Development keys: generated once into DATA_DIR so subscriptions survive restarts (a new key pair
 * would silently orphan every browser's subscription). Production replicas must share one pair, so
 * there the keys come from the environment or push stays off.
 */
function generatedVapidKeys(dataDir: string): { publicKey: string; privateKey: string } {
  const file = path.join(dataDir, 'secrets', 'vapid.json');
  if (existsSync(file))
    return JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const keys = webpush.generateVAPIDKeys();
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}

export const pushPart = defineConfigPart({
  env: {
    VAPID_PUBLIC_KEY: text(),
    VAPID_PRIVATE_KEY: text(),
    VAPID_SUBJECT: z.preprocess(
      blank,
      z
        .string()
        .regex(/^(mailto:\S+@\S+|https?:\/\/\S+)$/, 'must be a mailto: address or an https:// URL')
        .optional(),
    ),
    PUSH_ENDPOINT_ALLOWLIST: z.preprocess(
      blank,
      z
        .string()
        .transform((v) =>
          v
            .split(',')
            .map((s) => s.trim().replace(/\/+$/, ''))
            .filter(Boolean),
        )
        .superRefine((list, issue) => {
          for (const entry of list) {
            const problem = originProblem(entry);
            if (problem) issue.addIssue({ code: 'custom', message: problem });
          }
        })
        .optional(),
    ),
  },
  checks: (has) => bothOrNeither(has, 'VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY'),
  build: (e, ctx): PushConfig => {
    const keys =
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
        : ctx.isProduction
          ? null
          : generatedVapidKeys(ctx.dataDir);
    if (!keys)
      ctx.warn('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are not set: push notifications are off.');
    return {
      vapid: keys
        ? { ...keys, subject: e.VAPID_SUBJECT ?? `mailto:${ctx.site.supportEmail}` }
        : null,
      pushEndpointAllowlist: e.PUSH_ENDPOINT_ALLOWLIST ?? DEFAULT_PUSH_ENDPOINT_ALLOWLIST,
    };
  },
});
