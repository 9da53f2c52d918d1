import { describe, expect, it } from 'vitest';
import { DEFAULT_PUSH_ENDPOINT_ALLOWLIST } from '../config/push.config.ts';
import { isAllowedEndpoint } from './endpoint-allowlist.ts';

/** Issue 15: pushes go only to the browser push services (or the configured replacement list). */
describe('isAllowedEndpoint', () => {
  const allowed = (url: string) => isAllowedEndpoint(url, DEFAULT_PUSH_ENDPOINT_ALLOWLIST);

  it.each([
    'https://fcm.googleapis.com/fcm/send/abc:def',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
    'https://wns2-db5p.notify.windows.com/w/?token=BQYAAA',
    'https://web.push.apple.com/QGuQyavXutnMH',
    'https://api.push.apple.com/3/device/x',
  ])('accepts the browser push service %s', (url) => {
    expect(allowed(url)).toBe(true);
  });

  it.each([
    'http://fcm.googleapis.com/fcm/send/abc',
    'https://fcm.googleapis.com.evil.example/x',
    'https://evilfcm.googleapis.com/x',
    'https://notify.windows.com.evil.example/x',
    'https://evilnotify.windows.com/x',
    'https://fcm.googleapis.com:8443/x',
    'https://user:pw@fcm.googleapis.com/x',
    'https://127.0.0.1/x',
    'not a url',
  ])('refuses %s', (url) => {
    expect(allowed(url)).toBe(false);
  });

  // Probe finding 24.7: hosts with empty labels, or a dot written as %2e, are not push services.
  it.each([
    'https://.push.apple.com/x',
    'https://a..push.apple.com/x',
    'https://a%2e.push.apple.com/x',
    'https://a%2epush.apple.com/x',
    'https://web%2Epush.apple.com/x',
    'https://web.push.apple.com./x',
    'https://fcm.googleapis.com%2e/x',
  ])('refuses the malformed host of %s', (url) => {
    expect(allowed(url)).toBe(false);
  });

  it('uses the configured list instead of the default one', () => {
    const list = ['http://127.0.0.1:9000'];
    expect(isAllowedEndpoint('http://127.0.0.1:9000/push/1', list)).toBe(true);
    expect(isAllowedEndpoint('http://127.0.0.1:9001/push/1', list)).toBe(false);
    expect(isAllowedEndpoint('https://fcm.googleapis.com/fcm/send/x', list)).toBe(false);
  });
});
