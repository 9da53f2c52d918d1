import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { WatermarkTraceData } from '@academy/shared';
import AdminArea from '../admin-area.tsx';
import { ADMIN, VALIDATE } from '../admin-test-fixtures.ts';
import { fail, held, ok } from '../../test/api-stub.ts';
import { renderScreen } from '../../test/render-screen.tsx';
import TraceRecordingPage from './trace-recording-page.tsx';

const route = '/admin/trace';
const TRACE = 'GET /api/drm/watermarks/:code';
const FOUND: WatermarkTraceData = {
  code: '3f9a1c0b',
  matched: 'viewer',
  learner: { id: 'user-1', name: 'Selam Tesfay', email: 'selam@example.com' },
  sessions: [],
};
const tracePage = (api: Parameters<typeof renderScreen>[1]['api'] = {}, language?: 'ti') =>
  renderScreen(TraceRecordingPage, {
    route,
    layout: AdminArea,
    admin: ADMIN,
    language,
    api: { [VALIDATE]: ok({ admin: ADMIN }), ...api },
  });

async function trace(page: Awaited<ReturnType<typeof tracePage>>, code: string) {
  await page.user.type(await screen.findByLabelText(/^Code from the recording/), code);
  await page.user.click(screen.getByRole('button', { name: 'Trace' }));
}

describe('TraceRecordingPage', () => {
  it('names the learner behind a code, searching meanwhile', async () => {
    const answer = held(ok(FOUND));
    const page = await tracePage({ [TRACE]: answer.reply });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Trace a recording' }),
    ).toBeTruthy();
    expect(document.title).toBe('Trace a recording | Admin | Selam Academy');
    await trace(page, '3F9A 1C0B');
    expect(await screen.findByText('Searching…')).toBeTruthy();
    expect(page.location()).toBe('/admin/trace?code=3f9a1c0b');
    answer.release();
    expect(await screen.findByText('This viewer code belongs to')).toBeTruthy();
    expect(screen.getByText(/Selam Tesfay/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open in Users' }).getAttribute('href')).toBe(
      '/admin/users?q=selam%40example.com',
    );
  });

  it('refuses a code of the wrong shape without asking the server', async () => {
    const page = await tracePage();
    await trace(page, 'xyz');
    expect(
      await screen.findByText('Enter the 8 or 12 character code (digits 0-9 and letters a-f).'),
    ).toBeTruthy();
    expect(page.api.calls(TRACE)).toEqual([]);
  });

  it('says when no session carries the code', async () => {
    const page = await tracePage({ [TRACE]: fail(404, 'Not found') });
    await trace(page, '3f9a1c0b');
    expect((await screen.findByRole('status')).textContent).toBe(
      'No viewing session carries the code 3f9a1c0b.',
    );
  });

  it('explains a failed search', async () => {
    const page = await tracePage({ [TRACE]: fail(500, 'Internal error') });
    await trace(page, '3f9a1c0b');
    expect(await screen.findByText('Could not trace the code')).toBeTruthy();
  });

  it('speaks Tigrinya', async () => {
    await tracePage({}, 'ti');
    expect(await screen.findByRole('heading', { level: 1, name: 'ቅዳሕ ምድላይ' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ድለ' })).toBeTruthy();
  });
});
