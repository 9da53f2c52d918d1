import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminStats as AdminStatsData } from '@academy/shared';
import { initTestI18n } from '../../i18n/test-i18n.ts';
import { AdminStats } from './admin-stats.tsx';

/** The dashboard statistics, and the warning when production takes pretend payments (issue 24). */
const stats = (testCheckoutInProduction: boolean): AdminStatsData => ({
  totalUsers: 3,
  totalLearners: 2,
  totalCourses: 2,
  activeCourses: 1,
  totalVideos: 5,
  totalEnrollments: 1,
  testCheckoutInProduction,
});

function renderStats(data: AdminStatsData) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() =>
      Promise.resolve(
        new Response(JSON.stringify({ success: true, message: '', data }), {
          headers: { 'Content-Type': 'application/json' },
        }),
      ),
    ),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <AdminStats />
    </QueryClientProvider>,
  );
}

beforeEach(() => localStorage.setItem('adminToken', 'admin-token'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('admin dashboard statistics', () => {
  it.each([
    ['en', 'Test checkout: payments are pretend'],
    ['ti', 'ናይ ፈተነ ክፍሊት፦ ክፍሊታት ሓቀኛ ኣይኮኑን'],
  ] as const)('warns (%s) when production runs the test checkout', async (language, title) => {
    await initTestI18n(language);
    renderStats(stats(true));
    const banner = await screen.findByTestId('test-checkout-banner');
    expect(banner.getAttribute('role')).toBe('alert');
    expect(banner.textContent).toContain(title);
    expect(banner.textContent).toContain('TEST_CHECKOUT=true');
  });

  it('shows no warning otherwise', async () => {
    await initTestI18n('en');
    renderStats(stats(false));
    expect(await screen.findByText('5')).toBeTruthy();
    expect(screen.queryByTestId('test-checkout-banner')).toBeNull();
  });
});
