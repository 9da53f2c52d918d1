import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fail, networkFailure, never, ok } from '../test/api-stub.ts';
import { renderScreen } from '../test/render-screen.tsx';
import AdminArea from './admin-area.tsx';
import { getAdminToken } from '../session/admin-session.ts';
import { ADMIN, VALIDATE } from './admin-test-fixtures.ts';

/** An admin page inside the guard: what it shows is the guard's business here. */
function SomeAdminPage() {
  return <h1>Admin page</h1>;
}
const inArea = { route: '/admin/users', layout: AdminArea };

describe('AdminArea (the admin pages’ guard and layout)', () => {
  it('sends a visitor without an admin session to the admin login', async () => {
    const page = await renderScreen(SomeAdminPage, inArea);
    expect(page.location()).toBe('/admin/login');
    expect(screen.queryByRole('heading', { name: 'Admin page' })).toBeNull();
  });

  it('verifies the session before showing the page, then shows it with the admin navigation', async () => {
    const page = await renderScreen(SomeAdminPage, {
      ...inArea,
      admin: ADMIN,
      api: { [VALIDATE]: never },
    });
    expect(screen.getByRole('status').textContent).toBe('Verifying admin access');
    expect(screen.queryByRole('heading', { name: 'Admin page' })).toBeNull();
    page.unmount();

    await renderScreen(SomeAdminPage, {
      ...inArea,
      admin: ADMIN,
      api: { [VALIDATE]: ok({ admin: ADMIN }) },
    });
    expect(await screen.findByRole('heading', { name: 'Admin page' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Admin navigation' })).toBeTruthy();
  });

  it('forgets a session the server refuses and sends the admin to sign in', async () => {
    const page = await renderScreen(SomeAdminPage, {
      ...inArea,
      admin: ADMIN,
      api: { [VALIDATE]: fail(401, 'Token expired') },
    });
    await vi.waitFor(() => expect(page.location()).toBe('/admin/login'));
    expect(getAdminToken()).toBeNull();
  });

  it('keeps the session when the check cannot reach the server, and offers Retry', async () => {
    const page = await renderScreen(SomeAdminPage, {
      ...inArea,
      admin: ADMIN,
      api: { [VALIDATE]: networkFailure },
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Could not verify admin access. Please check your connection and try again.',
    );
    expect(getAdminToken()).toBe('admin-token');
    page.api.set({ [VALIDATE]: ok({ admin: ADMIN }) });
    await page.user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Admin page' })).toBeTruthy();
    // The guard has no title of its own: the page's stays.
    expect(document.title).not.toContain('Verifying');
  });

  it('speaks Tigrinya', async () => {
    await renderScreen(SomeAdminPage, {
      ...inArea,
      language: 'ti',
      admin: ADMIN,
      api: { [VALIDATE]: never },
    });
    expect(screen.getByRole('status').textContent).toBe('ፍቓድ ኣመሓዳሪ ይረጋገጽ ኣሎ');
  });
});
