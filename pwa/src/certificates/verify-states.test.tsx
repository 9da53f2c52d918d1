import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Certificate, CertificateVerification } from '@academy/shared';
import { initTestI18n } from '../i18n/test-i18n.ts';
import CertificatePreviewPage from './certificate-preview-page.tsx';
import { CertificateCard } from './certificate-card.tsx';
import VerifyPage from './verify-page.tsx';
import { VerifyResult } from './verify-result.tsx';

/**
 * The verification page's failure for a malformed link (issue 25) and the revoked certificate, on the
 * verify page and in the learner's list (issue 24), in both languages.
 */
let i18n: I18n;
beforeAll(async () => {
  i18n = await initTestI18n('en');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderVerify(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/verify/:certificateId" element={<VerifyPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const REVOKED_AT = '2026-11-24T08:00:00.000Z';

describe('a malformed verification link', () => {
  for (const language of ['en', 'ti'] as const) {
    it(`shows the failure box with the searched id, the hints, Try again and help (${language})`, async () => {
      await i18n.changeLanguage(language);
      const t = i18n.getFixedT(language, 'certificates');
      const fetchSpy = vi.spyOn(globalThis, 'fetch');
      renderVerify('/verify/CERT-12');
      const box = screen.getByTestId('verify-failure');
      expect(box.getAttribute('role')).toBe('alert');
      expect(box.textContent).toContain(t('verify.failed_title'));
      expect(box.textContent).toContain(t('verify.searched', { id: 'CERT-12' }));
      expect(box.textContent).toContain(t('verify.invalid_format'));
      for (const hint of ['hint_typos', 'hint_wrong', 'hint_format', 'hint_expired']) {
        expect(box.textContent).toContain(t(`verify.${hint}`));
      }
      expect(
        within(box)
          .getByRole('link', { name: t('verify.help') })
          .getAttribute('href'),
      ).toBe('/help-center');
      // Nothing of that shape is ever looked up.
      expect(fetchSpy).not.toHaveBeenCalled();
      fireEvent.click(within(box).getByRole('button', { name: t('verify.try_again') }));
      expect(screen.queryByTestId('verify-failure')).toBeNull();
      expect(document.activeElement?.tagName).toBe('INPUT');
    });
  }

  it('names the missing CERT- prefix for a link that lacks it', async () => {
    await i18n.changeLanguage('en');
    renderVerify('/verify/hello');
    const box = screen.getByTestId('verify-failure');
    expect(box.textContent).toContain('hello');
    expect(box.textContent).toContain(i18n.t('certificates:verify.must_start'));
  });
});

describe('a revoked certificate', () => {
  const verification: CertificateVerification = {
    certificate: {
      certificateId: 'CERT-7KQ2ZD-M4X9PA',
      studentName: 'Helen Berhe',
      courseTitle: 'Phone Video Editing',
      instructorName: 'Dawit',
      completionDate: '2026-11-20T10:00:00.000Z',
      dateIssued: '2026-11-20T10:05:00.000Z',
      totalLessons: 3,
      completedLessons: 3,
      completionPercentage: 100,
      platformName: 'Selam Academy',
    },
    verification: {
      isValid: false,
      verifiedAt: '2026-11-26T10:00:00.000Z',
      revokedAt: REVOKED_AT,
      revokedReason: 'refund',
    },
  };

  for (const language of ['en', 'ti'] as const) {
    it(`says revoked, when and why on the verify page (${language})`, async () => {
      await i18n.changeLanguage(language);
      const t = i18n.getFixedT(language, 'certificates');
      render(<VerifyResult result={verification} certificate={verification.certificate!} />);
      const result = screen.getByTestId('verify-result');
      expect(result.getAttribute('data-state')).toBe('revoked');
      expect(result.textContent).toContain(t('result.revoked_title'));
      expect(result.textContent).not.toContain(t('result.banner'));
      expect(result.textContent).toMatch(
        new RegExp(t('result.revoked_line', { date: 'DATE' }).split('DATE')[0]!),
      );
    });

    it(`has no printable preview, only the revocation (${language})`, async () => {
      await i18n.changeLanguage(language);
      const t = i18n.getFixedT(language, 'certificates');
      vi.spyOn(globalThis, 'fetch').mockResolvedValue(
        new Response(JSON.stringify({ success: true, data: verification, message: 'ok' }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
      );
      const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      render(
        <QueryClientProvider client={client}>
          <MemoryRouter initialEntries={['/certificate-preview/CERT-7KQ2ZD-M4X9PA']}>
            <Routes>
              <Route
                path="/certificate-preview/:certificateId"
                element={<CertificatePreviewPage />}
              />
            </Routes>
          </MemoryRouter>
        </QueryClientProvider>,
      );
      expect((await screen.findByTestId('certificate-revoked')).textContent).toContain(
        t('result.revoked_title'),
      );
      expect(screen.queryByTestId('certificate-preview')).toBeNull();
    });

    it(`is marked revoked in the learner's list, without a download (${language})`, async () => {
      await i18n.changeLanguage(language);
      const t = i18n.getFixedT(language, 'certificates');
      const certificate: Certificate = {
        _id: '1',
        id: '1',
        certificateId: 'CERT-7KQ2ZD-M4X9PA',
        courseId: 'c1',
        courseTitle: 'Phone Video Editing',
        completionDate: '2026-11-20T10:00:00.000Z',
        dateIssued: '2026-11-20T10:05:00.000Z',
        pdfUrl: '/api/certificates/download/CERT-7KQ2ZD-M4X9PA',
        verifyUrl: 'https://academy.example/verify/CERT-7KQ2ZD-M4X9PA',
        language,
        revokedAt: REVOKED_AT,
        revokedReason: 'refund',
      };
      render(<CertificateCard certificate={certificate} />);
      expect(screen.getByTestId('certificate-revoked').textContent).toContain(
        t('card.revoked_badge'),
      );
      expect(screen.queryByRole('button', { name: t('card.download') })).toBeNull();
      expect(screen.getByRole('link', { name: t('card.verify') })).toBeTruthy();
    });
  }
});
