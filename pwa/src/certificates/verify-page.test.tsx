import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_CONFIG } from '@academy/shared';
import { fail, networkFailure, never, ok } from '../test/api-stub.ts';
import { verification } from '../test/fixtures.ts';
import { field, renderScreen } from '../test/render-screen.tsx';
import VerifyPage from './verify-page.tsx';

const VERIFY = 'GET /api/certificates/verify/:id';
const ID = 'CERT-7KQ2ZD-M4X9PA';

describe('VerifyPage', () => {
  it('checks the typed id before asking, then verifies it and shows the result', async () => {
    const page = await renderScreen(VerifyPage, {
      route: '/verify/:certificateId?',
      at: '/verify',
      api: { [VERIFY]: ok(verification()) },
    });
    expect(document.title).toBe(`Verify a certificate | ${DEFAULT_SITE_CONFIG.appName}`);
    await page.fill('Certificate ID', 'HELLO');
    await page.user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText('A certificate ID must start with CERT-.')).toBeTruthy();
    expect(page.api.calls(VERIFY)).toHaveLength(0);

    await page.fill('Certificate ID', `  ${ID.toLowerCase()} `);
    await page.user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(page.location()).toBe(`/verify/${ID}`);
    const result = await screen.findByTestId('verify-result');
    expect(result.textContent).toContain('Certificate verified');
    expect(result.textContent).toContain('Selam Tesfay');
    expect(result.textContent).toContain('Camera Basics');
    expect(result.textContent).toContain('checked against Selam Academy’s own records');
    expect(page.api.calls(VERIFY)[0]?.params.id).toBe(ID);
  });

  it('says it is verifying while the answer is on its way', async () => {
    await renderScreen(VerifyPage, {
      route: '/verify/:certificateId',
      at: `/verify/${ID}`,
      api: { [VERIFY]: never },
    });
    expect(screen.getByRole('button', { name: 'Verifying…' })).toBeTruthy();
    expect(field('Certificate ID')).toHaveProperty('value', ID);
  });

  it('shows the failure box for an unknown id, and Try again returns to the field', async () => {
    const page = await renderScreen(VerifyPage, {
      route: '/verify/:certificateId',
      at: '/verify/CERT-AAAAAA-BBBBBB',
      api: { [VERIFY]: fail(404, 'Certificate not found') },
    });
    const failure = await screen.findByTestId('verify-failure');
    expect(failure.textContent).toContain('Certificate not found');
    expect(failure.textContent).toContain('You searched for: CERT-AAAAAA-BBBBBB');
    expect(within(failure).getByRole('link', { name: 'Get help' }).getAttribute('href')).toBe(
      '/help-center',
    );
    await page.user.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(document.activeElement).toBe(field('Certificate ID'));
    expect(screen.queryByTestId('verify-failure')).toBeNull();
  });

  it('offline, says the academy could not be reached', async () => {
    await renderScreen(VerifyPage, {
      route: '/verify/:certificateId',
      at: `/verify/${ID}`,
      api: { [VERIFY]: networkFailure },
    });
    const failure = await screen.findByTestId('verify-failure');
    expect(failure.textContent).toContain('Verification failed');
    expect(failure.textContent).toContain('Could not reach the academy.');
  });

  it('speaks Tigrinya', async () => {
    await renderScreen(VerifyPage, {
      route: '/verify/:certificateId',
      at: '/verify/CERT-AAAAAA-BBBBBB',
      language: 'ti',
      api: { [VERIFY]: fail(404, 'Certificate not found') },
    });
    expect((await screen.findByTestId('verify-failure')).textContent).toContain(
      'ምስክር ወረቐት ኣይተረኽበን',
    );
  });
});
