import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TelemetrySummary } from '@academy/shared';
import { fail, never, ok } from '../../test/api-stub.ts';
import { renderScreen } from '../../test/render-screen.tsx';
import AdminArea from '../admin-area.tsx';
import { ADMIN, VALIDATE } from '../admin-test-fixtures.ts';
import FieldQualityPage from './field-quality-page.tsx';

const SUMMARY = 'GET /api/admin/telemetry/summary';

const summary = (over: Partial<TelemetrySummary> = {}): TelemetrySummary => ({
  days: 7,
  vitals: [
    { page: '/course/:id', connection: '3g', metric: 'LCP', p75: 4200, samples: 12 },
    { page: '/course/:id', connection: '3g', metric: 'CLS', p75: 0.05, samples: 12 },
    { page: '/course/:id', connection: '3g', metric: 'INP', p75: 350, samples: 9 },
  ],
  playback: {
    overall: {
      sessions: 14,
      startupMedianMs: 1800,
      startupP90Ms: 5200,
      rebufferRatio: 0.031,
      errorRate: 0.07,
      secondsByHeight: { '360': 800, '240': 200 },
    },
    lessons: Array.from({ length: 12 }, (_, i) => ({
      videoId: `v${i}`,
      title: i === 11 ? null : `Lesson ${i + 1}`,
      sessions: i === 0 ? 1 : 2,
      startupMedianMs: 6000 - i * 400,
      startupP90Ms: 7000 - i * 400,
      rebufferRatio: 0.02,
      errorRate: 0,
      secondsByHeight: {},
    })),
    startupHistogram: [
      { upToMs: 500, sessions: 2 },
      { upToMs: 1000, sessions: 3 },
      { upToMs: 2000, sessions: 4 },
      { upToMs: null, sessions: 5 },
    ],
    daily: [
      { day: '2026-11-25', sessions: 6, rebufferRatio: 0.02 },
      { day: '2026-11-26', sessions: 8, rebufferRatio: 0.04 },
    ],
  },
  ...over,
});

const open = (api: Parameters<typeof renderScreen>[1]['api'], language: 'en' | 'ti' = 'en') =>
  renderScreen(FieldQualityPage, {
    route: '/admin/field-quality',
    at: '/admin/field-quality',
    layout: AdminArea,
    admin: ADMIN,
    language,
    api: { [VALIDATE]: ok({ admin: ADMIN }), ...api },
  });

describe('FieldQualityPage', () => {
  it('colours each p75 by its web.dev band and lists the ten lessons slowest to start', async () => {
    const page = await open({ [SUMMARY]: ok(summary()) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Field quality' })).toBeTruthy();
    expect(document.title).toBe('Field quality | Admin | Selam Academy');
    const table = await screen.findByRole('table');
    expect(within(table).getByText('4,200 ms').textContent).toContain('Poor');
    expect(within(table).getByText('0.05').textContent).toContain('Good');
    expect(within(table).getByText('350 ms').textContent).toContain('Needs improvement');
    // On a phone the table scrolls sideways: its box takes the keyboard's focus, named like the table.
    const scroller = screen.getByRole('region', {
      name: table.querySelector('caption')!.textContent!,
    });
    expect(scroller.tabIndex).toBe(0);
    expect(scroller.contains(table)).toBe(true);
    // The page column may wrap after each slash rather than take the phone's width.
    expect(within(table).getAllByRole('rowheader')[0]!.innerHTML).toContain('/<wbr>');

    const worst = screen.getByRole('heading', { name: 'Ten lessons slowest to start' });
    const items = within(worst.parentElement!).getAllByRole('listitem');
    expect(items).toHaveLength(10);
    expect(items[0]!.textContent).toContain('Lesson 1');
    expect(items[0]!.textContent).toContain('median 6,000 ms');
    expect(items[0]!.textContent).toContain('· 1 session ·');
    expect(items[1]!.textContent).toContain('· 2 sessions ·');
    expect(screen.getByRole('img', { name: /Startup time.*<0.5 s: 2/ })).toBeTruthy();
    expect(
      screen.getByRole('img', { name: /Rebuffering ratio by day.*2026-11-26: 4.0%/ }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Field quality' })).toBeTruthy();

    await page.user.click(screen.getByRole('button', { name: '28 days' }));
    await screen.findByRole('button', { name: '28 days', pressed: true });
    expect(page.api.calls(SUMMARY).map((r) => r.query.get('days'))).toEqual(['7', '28']);
  });

  it('speaks Tigrinya', async () => {
    await open({ [SUMMARY]: ok(summary()) }, 'ti');
    expect(await screen.findByRole('heading', { level: 1, name: 'ብቕዓት ኣብ ሜዳ' })).toBeTruthy();
    expect(await screen.findByText('ንምጅማር ዝደንጎዩ ዓሰርተ ትምህርትታት')).toBeTruthy();
  });

  it('shows loading, empty and error states', async () => {
    const loading = await open({ [SUMMARY]: never });
    expect(await screen.findByTestId('field-quality-loading')).toBeTruthy();
    loading.unmount();

    const empty = summary({ vitals: [] });
    empty.playback.overall.sessions = 0;
    const emptyPage = await open({ [SUMMARY]: ok(empty) });
    expect(await screen.findByText('No field figures yet')).toBeTruthy();
    emptyPage.unmount();

    await open({ [SUMMARY]: fail(500, 'Server error') });
    expect(await screen.findByText('Could not load the field figures')).toBeTruthy();
  });
});
