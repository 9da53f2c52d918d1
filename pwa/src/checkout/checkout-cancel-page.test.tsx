import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_CONFIG } from '@academy/shared';
import { networkFailure, never, ok } from '../test/api-stub.ts';
import { courseDetail, LEARNER } from '../test/fixtures.ts';
import { renderScreen } from '../test/render-screen.tsx';
import CheckoutCancelPage from './checkout-cancel-page.tsx';

const ID = '0b6f2a39-3f4c-4c1e-9d55-5a8f1c2e7a10';
const route = '/checkout/cancel';
const at = `${route}?courseId=${ID}`;
const COURSE = 'GET /api/courses/:id';

describe('CheckoutCancelPage', () => {
  it('says nothing was charged while the course name loads', async () => {
    await renderScreen(CheckoutCancelPage, {
      route,
      at,
      learner: LEARNER,
      api: { [COURSE]: never },
    });
    expect(document.title).toBe(`Payment cancelled | ${DEFAULT_SITE_CONFIG.appName}`);
    expect(screen.getByRole('heading', { name: 'Payment cancelled' })).toBeTruthy();
    expect(screen.getByText('Your payment was cancelled.')).toBeTruthy();
    expect(
      screen.getByText('No money was taken. You can buy the course whenever you are ready.'),
    ).toBeTruthy();
  });

  it('names the course and leads back to it', async () => {
    const page = await renderScreen(CheckoutCancelPage, {
      route,
      at,
      learner: LEARNER,
      api: { [COURSE]: ok({ course: courseDetail({ _id: ID, title: 'Camera Basics' }) }) },
    });
    expect(await screen.findByText('Your payment for “Camera Basics” was cancelled.')).toBeTruthy();
    await page.user.click(screen.getByRole('link', { name: 'Back to the course' }));
    expect(page.location()).toBe(`/course/${ID}`);
  });

  it('offline or failing, still says the payment was cancelled', async () => {
    await renderScreen(CheckoutCancelPage, {
      route,
      at,
      offline: true,
      learner: LEARNER,
      api: { [COURSE]: networkFailure },
    });
    expect(screen.getByText('Your payment was cancelled.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse courses' }).getAttribute('href')).toBe(
      '/courses',
    );
  });

  it('speaks Tigrinya', async () => {
    await renderScreen(CheckoutCancelPage, {
      route,
      at,
      language: 'ti',
      api: { [COURSE]: never },
    });
    expect(screen.getByRole('heading', { name: 'ክፍሊት ተሰሪዙ' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ኮርሳት ርኣዩ' })).toBeTruthy();
  });
});
