import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_CONFIG } from '@academy/shared';
import { fail, networkFailure, never, ok } from '../test/api-stub.ts';
import { verification } from '../test/fixtures.ts';
import { renderScreen } from '../test/render-screen.tsx';
import CertificatePreviewPage from './certificate-preview-page.tsx';

const route = '/certificate-preview/:certificateId';
const at = '/certificate-preview/CERT-7KQ2ZD-M4X9PA';
const VERIFY = 'GET /api/certificates/verify/:id';

describe('CertificatePreviewPage', () => {
  it('shows a placeholder while the certificate loads', async () => {
    await renderScreen(CertificatePreviewPage, { route, at, api: { [VERIFY]: never } });
    expect(document.title).toBe(`Certificate | ${DEFAULT_SITE_CONFIG.appName}`);
    expect(screen.queryByTestId('certificate-preview')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('draws the certificate to print, with a way back to the list', async () => {
    const page = await renderScreen(CertificatePreviewPage, {
      route,
      at,
      api: { [VERIFY]: ok(verification()) },
    });
    const preview = within(await screen.findByTestId('certificate-preview'));
    expect(preview.getByRole('heading', { name: 'Certificate of Completion' })).toBeTruthy();
    expect(preview.getByText('Selam Tesfay')).toBeTruthy();
    expect(preview.getByText('Camera Basics')).toBeTruthy();
    expect(preview.getByText('November 20, 2026')).toBeTruthy();
    expect(preview.getByText('CERT-7KQ2ZD-M4X9PA')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy();
    await page.user.click(screen.getByRole('link', { name: 'My certificates' }));
    expect(page.location()).toBe('/certificates');
  });

  it('says the certificate was not found, and Try Again asks again', async () => {
    const page = await renderScreen(CertificatePreviewPage, {
      route,
      at,
      api: { [VERIFY]: fail(404, 'Certificate not found') },
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Certificate not found');
    page.api.set({ [VERIFY]: ok(verification()) });
    await page.user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByTestId('certificate-preview')).toBeTruthy();
  });

  it('offline, says the academy could not be reached', async () => {
    await renderScreen(CertificatePreviewPage, { route, at, api: { [VERIFY]: networkFailure } });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'We could not reach the academy.',
    );
  });

  it('speaks Tigrinya, with a Tigrinya date', async () => {
    await renderScreen(CertificatePreviewPage, {
      route,
      at,
      language: 'ti',
      api: { [VERIFY]: ok(verification()) },
    });
    const preview = within(await screen.findByTestId('certificate-preview'));
    expect(preview.getByRole('heading', { name: 'ናይ ምዝዛም ምስክር ወረቐት' })).toBeTruthy();
    expect(preview.getByText('20 ሕዳር 2026')).toBeTruthy();
  });
});
