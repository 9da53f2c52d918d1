import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PurchaseList } from '@academy/shared';
import { initTestI18n } from '../i18n/test-i18n.ts';
import { purchaseKeys } from './purchases-api.ts';
import { PurchasesScreen } from './purchases-page.tsx';

const TOKEN = 'header.payload.signature';

const pagination = (total: number) => ({
  page: 1,
  limit: 10,
  pages: 1,
  total,
  hasPrevPage: false,
  hasNextPage: false,
});

const TWO: PurchaseList = {
  purchases: [
    {
      orderId: 'o2',
      courseId: 'c2',
      courseTitle: 'Lighting basics',
      amount: 12.5,
      currency: 'USD',
      purchasedAt: '2026-11-20T12:00:00.000Z',
      status: 'refunded',
      refundedAt: '2026-11-21T12:00:00.000Z',
    },
    {
      orderId: 'o1',
      courseId: 'c1',
      courseTitle: 'Editing on a phone',
      amount: 25,
      currency: 'USD',
      purchasedAt: '2026-11-03T12:00:00.000Z',
      status: 'paid',
      refundedAt: null,
    },
  ],
  pagination: pagination(2),
};

const answer = (status: number, body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );

/** The screen as /profile/purchases shows it, with `saved` already in the cache (the offline copy). */
function renderScreen(saved?: PurchaseList) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (saved) client.setQueryData(purchaseKeys.mine(1, TOKEN), saved);
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/profile/purchases']}>
        <PurchasesScreen />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The browser and TanStack Query both told the connection is gone. */
function goOffline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  onlineManager.setOnline(false);
}

beforeAll(async () => {
  await initTestI18n('en');
});

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', TOKEN);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  onlineManager.setOnline(true);
});

describe('the Purchases screen', () => {
  it('shows a loading state while the list comes', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    renderScreen();
    expect(screen.getByRole('status').textContent).toContain('Loading your purchases…');
    expect(screen.getByRole('link', { name: 'Purchases' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('lists each purchase with its course link, date, amount, status and receipt', async () => {
    const fetchMock = vi.fn(() => answer(200, { success: true, message: 'OK', data: TWO }));
    vi.stubGlobal('fetch', fetchMock);
    renderScreen();
    const rows = await screen.findAllByTestId('purchase');
    expect(rows).toHaveLength(2);
    expect(document.title).toBe('Purchases | Selam Academy');
    const [refunded, paid] = rows as [HTMLElement, HTMLElement];
    expect(
      within(refunded).getByRole('link', { name: 'Lighting basics' }).getAttribute('href'),
    ).toBe('/course/c2');
    expect(refunded.textContent).toContain('November 20, 2026');
    expect(refunded.textContent).toContain('$12.50 USD');
    expect(within(refunded).getByTestId('purchase-status').textContent).toContain('Refunded');
    expect(within(paid).getByTestId('purchase-status').textContent).toContain('Paid');
    const receipt = within(paid).getByRole('button', {
      name: 'Download receipt (PDF) for Editing on a phone',
    });
    expect(receipt.hasAttribute('disabled')).toBe(false);
    expect(screen.getByText('2 purchases').textContent).toBe('2 purchases');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/payment/purchases?page=1');
    expect((init.headers as Record<string, string>).Authorization).toBe(`Bearer ${TOKEN}`);
  });

  it('says there are no purchases yet, with a link to the catalogue', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        answer(200, {
          success: true,
          message: 'OK',
          data: { purchases: [], pagination: pagination(0) },
        }),
      ),
    );
    renderScreen();
    const empty = await screen.findByTestId('purchases-empty');
    expect(empty.textContent).toContain('No purchases yet');
    expect(within(empty).getByRole('link', { name: 'Browse courses' }).getAttribute('href')).toBe(
      '/courses',
    );
  });

  it('shows the load error with Try again when the server fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => answer(500, { success: false, data: null, message: 'Internal server error' })),
    );
    renderScreen();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your purchases could not be loaded');
    expect(within(alert).getByRole('button', { name: 'Try Again' }).hasAttribute('disabled')).toBe(
      false,
    );
  });

  it('offline with nothing saved: says so instead of loading forever, and asks nothing', () => {
    const fetchMock = vi.fn(() => answer(200, { success: true, message: 'OK', data: TWO }));
    vi.stubGlobal('fetch', fetchMock);
    goOffline();
    renderScreen();
    expect(screen.getByTestId('purchases-offline').textContent).toContain('You are offline');
    expect(screen.queryByRole('status')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offline with the saved copy: lists the purchases, receipts disabled and explained', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    goOffline();
    renderScreen(TWO);
    expect(screen.getAllByTestId('purchase')).toHaveLength(2);
    const note = screen.getByTestId('purchases-offline-note');
    expect(note.textContent).toContain('download them once you are connected again');
    for (const button of screen.getAllByRole('button', { name: /Download receipt/ })) {
      expect(button.hasAttribute('disabled')).toBe(true);
      expect(button.getAttribute('aria-describedby')).toBe(note.id);
    }
  });
});
