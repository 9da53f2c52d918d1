import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { checkoutSessionBodySchema, DEFAULT_SITE_CONFIG } from '@academy/shared';
import { fail, networkFailure, never, ok } from '../test/api-stub.ts';
import { LEARNER } from '../test/fixtures.ts';
import { renderScreen } from '../test/render-screen.tsx';
import CheckoutStartPage from './checkout-start-page.tsx';

const ID = '0b6f2a39-3f4c-4c1e-9d55-5a8f1c2e7a10';
const route = '/course/:id/checkout';
const at = `/course/${ID}/checkout`;
const CREATE = 'POST /api/payment/create-checkout-session';

describe('CheckoutStartPage', () => {
  it('opens the checkout at once and says it is preparing it', async () => {
    const page = await renderScreen(CheckoutStartPage, {
      route,
      at,
      learner: LEARNER,
      api: { [CREATE]: never },
    });
    expect(document.title).toBe(`Preparing your checkout | ${DEFAULT_SITE_CONFIG.appName}`);
    const status = screen.getByRole('status');
    expect(within(status).getByRole('heading', { name: 'Preparing your checkout' })).toBeTruthy();
    expect(status.textContent).toContain(
      'You will be taken to the secure payment page in a moment.',
    );
    expect(checkoutSessionBodySchema.parse(page.api.calls(CREATE)[0]?.body)).toEqual({
      courseId: ID,
    });
    expect(screen.getByRole('link', { name: 'Back to the course' }).getAttribute('href')).toBe(
      `/course/${ID}`,
    );
  });

  it('goes to the payment page the API names', async () => {
    // A same-document address, so happy-dom can follow it (it does not load other documents).
    const url = `${window.location.origin}/#test-checkout-cs_1`;
    await renderScreen(CheckoutStartPage, {
      route,
      at,
      learner: LEARNER,
      api: { [CREATE]: ok({ sessionId: 'cs_1', url, enrolled: false }) },
    });
    await waitFor(() => expect(window.location.hash).toBe('#test-checkout-cs_1'));
  });

  it("shows the server's refusal, and Try Again asks once more", async () => {
    const page = await renderScreen(CheckoutStartPage, {
      route,
      at,
      learner: LEARNER,
      api: { [CREATE]: fail(409, 'You already own this course') },
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to create checkout session');
    expect(alert.textContent).toContain('You already own this course');
    page.api.set({ [CREATE]: never });
    await page.user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(page.api.calls(CREATE)).toHaveLength(2);
  });

  it('offline, says the purchase failed and offers to try again', async () => {
    await renderScreen(CheckoutStartPage, {
      route,
      at,
      learner: LEARNER,
      api: { [CREATE]: networkFailure },
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Purchase failed. Please try again.');
    expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });

  it('sends a visitor to the login, to come back here', async () => {
    const page = await renderScreen(CheckoutStartPage, { route, at });
    await screen.findByTestId('elsewhere');
    expect(page.location()).toBe('/login');
    expect(page.router.state.location.state).toEqual({ from: at });
  });

  it('refuses a malformed course id without asking the server, in Tigrinya', async () => {
    const page = await renderScreen(CheckoutStartPage, {
      route,
      at: '/course/not-a-course/checkout',
      learner: LEARNER,
      language: 'ti',
    });
    expect(screen.getByRole('alert').textContent).toContain('ገጽ ክፍሊት ክፍጠር ኣይከኣለን');
    expect(page.api.calls()).toHaveLength(0);
  });
});
