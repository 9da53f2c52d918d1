import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../i18n/test-i18n.ts';
import { pushEndpointForLogout } from './push-browser.ts';
import { PushCard } from './push-card.tsx';

/**
 * The opt-in card's states (issue 15). happy-dom has no Push API, and headless Chromium subscribes only
 * with a real push service, so the browser's side is stubbed at its boundary: Notification,
 * PushManager, the service worker registration and fetch (the API answers). The server side of the
 * same flow runs for real in api/src/push/push.test.ts.
 */

const VAPID =
  'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
let permission: NotificationPermission;
let askAnswer: NotificationPermission;
let subscription: {
  endpoint: string;
  toJSON(): unknown;
  unsubscribe: () => Promise<boolean>;
} | null;
const calls: { method: string; path: string; body: unknown }[] = [];

function fakeSubscription() {
  const sub = {
    endpoint: 'https://fcm.googleapis.com/fcm/send/device-1',
    toJSON: () => ({
      endpoint: sub.endpoint,
      keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) },
    }),
    unsubscribe: vi.fn(async () => {
      subscription = null;
      return true;
    }),
  };
  return sub;
}

const subscribe = vi.fn(async (options: { applicationServerKey: Uint8Array }) => {
  expect(options.applicationServerKey).toHaveLength(65);
  subscription = fakeSubscription();
  return subscription;
});

function stubBrowser({ push = true } = {}) {
  const Notification = {
    get permission() {
      return permission;
    },
    requestPermission: vi.fn(async () => {
      permission = askAnswer;
      return askAnswer;
    }),
  };
  vi.stubGlobal('Notification', Notification);
  if (push) vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      getRegistration: async () => ({
        pushManager: { getSubscription: async () => subscription, subscribe },
      }),
    },
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      calls.push({
        method: init.method ?? 'GET',
        path,
        body: init.body ? JSON.parse(init.body as string) : null,
      });
      const data = path === '/api/site-config' ? { vapidPublicKey: VAPID } : null;
      return new Response(JSON.stringify({ success: true, data, message: 'ok' }), {
        status: path === '/api/site-config' || init.method === 'DELETE' ? 200 : 201,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return Notification;
}

const state = () => screen.getByTestId('push-state').getAttribute('data-state');

beforeAll(async () => {
  await initTestI18n('en');
});

beforeEach(() => {
  permission = 'default';
  askAnswer = 'granted';
  subscription = null;
  calls.length = 0;
  subscribe.mockClear();
  localStorage.setItem('token', 'tok-1');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  localStorage.clear();
});

describe('PushCard', () => {
  it('never asks for the permission on its own, subscribes on Turn on and opts out on Turn off', async () => {
    const notification = stubBrowser();
    render(<PushCard />);
    await waitFor(() => expect(state()).toBe('off'));
    expect(notification.requestPermission).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    await waitFor(() => expect(state()).toBe('on'));
    expect(notification.requestPermission).toHaveBeenCalledOnce();
    expect(subscribe).toHaveBeenCalledWith(expect.objectContaining({ userVisibleOnly: true }));
    expect(calls.at(-1)).toEqual({
      method: 'POST',
      path: '/api/push/subscriptions',
      body: {
        endpoint: 'https://fcm.googleapis.com/fcm/send/device-1',
        keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) },
        language: 'en',
      },
    });
    expect(screen.getByText(/This device gets a notification/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(state()).toBe('off'));
    expect(calls.at(-1)).toEqual({
      method: 'DELETE',
      path: '/api/push/subscriptions',
      body: { endpoint: 'https://fcm.googleapis.com/fcm/send/device-1' },
    });
    expect(subscription).toBeNull();
  });

  it('shows on when this browser already holds a subscription', async () => {
    stubBrowser();
    permission = 'granted';
    subscription = fakeSubscription();
    render(<PushCard />);
    await waitFor(() => expect(state()).toBe('on'));
    expect(screen.getByRole('button', { name: 'Turn off' })).toBeTruthy();
  });

  it('says how to unblock when the browser blocks notifications, with no button', async () => {
    stubBrowser();
    askAnswer = 'denied';
    render(<PushCard />);
    await waitFor(() => expect(state()).toBe('off'));
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    await waitFor(() => expect(state()).toBe('blocked'));
    expect(screen.getByText(/blocked in your browser/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(subscribe).not.toHaveBeenCalled();
    expect(calls.filter((c) => c.path === '/api/push/subscriptions')).toEqual([]);
  });

  it('says when the browser cannot receive pushes', async () => {
    stubBrowser({ push: false });
    render(<PushCard />);
    await waitFor(() => expect(state()).toBe('unsupported'));
    expect(screen.getByText(/cannot receive notifications/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the card in Tigrinya', async () => {
    await initTestI18n('ti');
    try {
      stubBrowser();
      render(<PushCard />);
      await waitFor(() => expect(state()).toBe('off'));
      expect(screen.getByRole('heading', { name: 'መተሓሳሰቢ ሓደሽቲ ኮርሳት' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'ክፈቱ' })).toBeTruthy();
    } finally {
      await initTestI18n('en');
    }
  });

  it("drops this browser's subscription at logout and answers its endpoint for the logout call", async () => {
    stubBrowser();
    permission = 'granted';
    const held = fakeSubscription();
    subscription = held;
    expect(await pushEndpointForLogout()).toBe(held.endpoint);
    // The server hears of it through the logout call itself (api/src/push/push.test.ts).
    expect(calls).toEqual([]);
    expect(held.unsubscribe).toHaveBeenCalledOnce();
    expect(await pushEndpointForLogout()).toBeNull();
  });
});
