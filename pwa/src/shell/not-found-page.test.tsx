import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../test/render-screen.tsx';
import NotFoundPage from './not-found-page.tsx';

describe('NotFoundPage', () => {
  it('says the page does not exist and offers home and the catalogue', async () => {
    await renderScreen(NotFoundPage, { route: '*', at: '/no/such/page' });
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByText('Error 404')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Browse courses' }).getAttribute('href')).toBe(
      '/courses',
    );
    expect(document.title).toBe('Page not found | Selam Academy');
  });

  it('takes the visitor to the catalogue', async () => {
    const page = await renderScreen(NotFoundPage, { route: '*', at: '/old-link' });
    await page.user.click(screen.getByRole('link', { name: 'Browse courses' }));
    expect(page.location()).toBe('/courses');
  });

  it('speaks Tigrinya', async () => {
    await renderScreen(NotFoundPage, { route: '*', at: '/x', language: 'ti' });
    expect(screen.getByRole('heading', { name: 'እዚ ገጽ ኣይተረኽበን' })).toBeTruthy();
  });
});
