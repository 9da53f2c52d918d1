import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_CONFIG } from '@academy/shared';
import { held, networkFailure, ok } from '../test/api-stub.ts';
import { LEARNER } from '../test/fixtures.ts';
import { renderScreen } from '../test/render-screen.tsx';
import CheckoutFailurePage from './checkout-failure-page.tsx';

const ID = '0b6f2a39-3f4c-4c1e-9d55-5a8f1c2e7a10';
const route = '/checkout/failure';
const at = `${route}?courseId=${ID}`;
const CHECK = 'GET /api/payment/check-purchase/:courseId';

describe('CheckoutFailurePage', () => {
  it('says the payment was not completed and moves on to the course options', async () => {
    const page = await renderScreen(CheckoutFailurePage, { route, at, learner: LEARNER });
    expect(document.title).toBe(`Payment not completed | ${DEFAULT_SITE_CONFIG.appName}`);
    expect(screen.getByRole('heading', { name: 'Payment not completed' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Taking you to the course options…');
    // After 2 s (spec 000 §2) the cancel page offers the course again.
    await screen.findByTestId('elsewhere', undefined, { timeout: 5_000 });
    expect(page.location()).toBe(`/checkout/cancel?courseId=${ID}`);
  });

  it('checks the payment on request and goes to the receipt when it went through', async () => {
    const answer = held(ok({ hasPurchased: true }));
    const page = await renderScreen(CheckoutFailurePage, {
      route,
      at,
      learner: LEARNER,
      api: { [CHECK]: answer.reply },
    });
    await page.user.click(screen.getByRole('button', { name: 'Check payment status' }));
    expect(page.api.calls(CHECK)[0]?.params.courseId).toBe(ID);
    answer.release();
    expect(
      await screen.findByText('Your purchase is confirmed. Taking you to your receipt…'),
    ).toBeTruthy();
    await screen.findByTestId('elsewhere', undefined, { timeout: 5_000 });
    expect(page.location()).toBe(`/checkout/success?courseId=${ID}`);
  });

  it('offline, says the status could not be checked and stays', async () => {
    const page = await renderScreen(CheckoutFailurePage, {
      route,
      at,
      learner: LEARNER,
      api: { [CHECK]: networkFailure },
    });
    await page.user.click(screen.getByRole('button', { name: 'Check payment status' }));
    expect(
      await screen.findByText('Could not check payment status. Please try again.'),
    ).toBeTruthy();
    expect(page.location()).toBe(at);
  });

  it('without a course, explains it and offers only the dashboard, in Tigrinya', async () => {
    await renderScreen(CheckoutFailurePage, { route, learner: LEARNER, language: 'ti' });
    expect(screen.getByRole('heading', { name: 'ክፍሊት ኣይተዛዘመን' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'ኩነታት ክፍሊት ርኣዩ' })).toBeNull();
  });
});
