import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_CONFIG } from '@academy/shared';
import { fail, networkFailure, never, ok } from '../test/api-stub.ts';
import { certificate, LEARNER } from '../test/fixtures.ts';
import { renderScreen } from '../test/render-screen.tsx';
import { certificateKeys } from './certificates-api.ts';
import CertificatesPage from './certificates-page.tsx';

const route = '/certificates';
const MINE = 'GET /api/certificates/user';
const CAMERA = certificate();
const PHOTO = certificate({
  _id: 'certificate-2',
  certificateId: 'CERT-AAAAAA-BBBBBB',
  courseTitle: 'Photo Editing',
});

describe('CertificatesPage', () => {
  it('says it is loading the certificates', async () => {
    await renderScreen(CertificatesPage, { route, learner: LEARNER, api: { [MINE]: never } });
    expect(document.title).toBe(`My certificates | ${DEFAULT_SITE_CONFIG.appName}`);
    expect(screen.getByRole('status').textContent).toBe('Loading your certificates…');
  });

  it('lists the certificates with their count, and puts the one asked for first', async () => {
    const page = await renderScreen(CertificatesPage, {
      route,
      at: `${route}?certificate=CERT-AAAAAA-BBBBBB`,
      learner: LEARNER,
      api: { [MINE]: ok({ certificates: [CAMERA, PHOTO] }) },
    });
    expect((await screen.findByTestId('certificate-count')).textContent).toBe(
      '2 certificates earned',
    );
    const cards = screen.getAllByTestId('certificate-card');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Photo Editing',
      'Camera Basics',
    ]);
    expect(page.api.calls(MINE)[0]?.headers.get('Authorization')).toBe('Bearer learner-token');
  });

  it('says there is none yet and leads to the catalogue', async () => {
    const page = await renderScreen(CertificatesPage, {
      route,
      learner: LEARNER,
      api: { [MINE]: ok({ certificates: [] }) },
    });
    expect(await screen.findByText('No certificates yet')).toBeTruthy();
    await page.user.click(screen.getByRole('link', { name: 'Browse courses' }));
    expect(page.location()).toBe('/courses');
  });

  it('explains a failure to load, and Try Again loads the list', async () => {
    const page = await renderScreen(CertificatesPage, {
      route,
      learner: LEARNER,
      api: { [MINE]: fail(500, 'Internal error') },
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The academy could not answer just now.');
    page.api.set({ [MINE]: ok({ certificates: [CAMERA] }) });
    await page.user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('1 certificate earned')).toBeTruthy();
  });

  it('offline, shows the saved list', async () => {
    await renderScreen(CertificatesPage, {
      route,
      learner: LEARNER,
      offline: true,
      api: { [MINE]: networkFailure },
      seed: (client) => client.setQueryData(certificateKeys.mine('learner-token'), [CAMERA]),
    });
    expect(screen.getByTestId('certificate-count').textContent).toBe('1 certificate earned');
    expect(screen.getByTestId('offline-banner')).toBeTruthy();
  });

  it('sends a visitor to the login', async () => {
    const page = await renderScreen(CertificatesPage, { route });
    await screen.findByTestId('elsewhere');
    expect(page.location()).toBe('/login');
  });

  it('speaks Tigrinya', async () => {
    await renderScreen(CertificatesPage, {
      route,
      learner: LEARNER,
      language: 'ti',
      api: { [MINE]: ok({ certificates: [] }) },
    });
    expect(await screen.findByText('ገና ምስክር ወረቐት የብልኩምን')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'ምስክር ወረቐተይ' })).toBeTruthy();
  });
});
