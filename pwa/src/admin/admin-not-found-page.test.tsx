import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '../test/api-stub.ts';
import { renderScreen } from '../test/render-screen.tsx';
import AdminArea from './admin-area.tsx';
import AdminNotFoundPage from './admin-not-found-page.tsx';
import { ADMIN, VALIDATE } from './admin-test-fixtures.ts';

describe('AdminNotFoundPage', () => {
  it('stays inside the admin area and offers the admin dashboard', async () => {
    const page = await renderScreen(AdminNotFoundPage, {
      route: '/admin/*',
      at: '/admin/no-such-page',
      layout: AdminArea,
      admin: ADMIN,
      api: { [VALIDATE]: ok({ admin: ADMIN }) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(document.title).toBe('Page not found | Admin | Selam Academy');
    expect(screen.getByRole('navigation', { name: 'Admin navigation' })).toBeTruthy();
    await page.user.click(screen.getByRole('link', { name: 'Admin Dashboard' }));
    expect(page.location()).toBe('/admin/dashboard');
  });

  it('speaks Tigrinya', async () => {
    await renderScreen(AdminNotFoundPage, {
      route: '/admin/*',
      at: '/admin/no-such-page',
      language: 'ti',
      layout: AdminArea,
      admin: ADMIN,
      api: { [VALIDATE]: ok({ admin: ADMIN }) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'ገጽ ኣይተረኽበን' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ዳሽቦርድ ኣመሓዳሪ' })).toBeTruthy();
  });
});
