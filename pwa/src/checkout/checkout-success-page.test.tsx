import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_CONFIG, type Receipt } from '@academy/shared';
import { never, ok } from '../test/api-stub.ts';
import { courseDetail, LEARNER } from '../test/fixtures.ts';
import { renderScreen } from '../test/render-screen.tsx';
import CheckoutSuccessPage from './checkout-success-page.tsx';

const ID = '0b6f2a39-3f4c-4c1e-9d55-5a8f1c2e7a10';
const route = '/checkout/success';
const at = `${route}?courseId=${ID}`;
const CHECK = 'GET /api/payment/check-purchase/:courseId';
const RECEIPT: Receipt = {
  orderId: 'ORD-20261126-0001',
  courseId: ID,
  courseTitle: 'Camera Basics',
  amount: 40,
  currency: 'USD',
  paymentDate: '2026-11-26T12:00:00.000Z',
  paymentMethod: 'Test payment',
  userEmail: LEARNER.email,
  status: 'Completed',
};

describe('CheckoutSuccessPage', () => {
  it('says it is confirming the payment while the purchase is checked', async () => {
    const page = await renderScreen(CheckoutSuccessPage, {
      route,
      at,
      learner: LEARNER,
      api: { [CHECK]: never },
    });
    expect(document.title).toBe(`Payment successful! | ${DEFAULT_SITE_CONFIG.appName}`);
    expect(screen.getByTestId('confirming').textContent).toContain('Confirming your payment…');
    expect(page.api.calls(CHECK)[0]?.params.courseId).toBe(ID);
  });

  it('shows the receipt once the purchase is confirmed, and leads to the course', async () => {
    const page = await renderScreen(CheckoutSuccessPage, {
      route,
      at,
      learner: LEARNER,
      api: {
        [CHECK]: ok({ hasPurchased: true }),
        'GET /api/payment/receipt/:courseId': ok(RECEIPT),
        'GET /api/courses/:id': ok({ course: courseDetail({ _id: ID, title: 'Camera Basics' }) }),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Payment successful!' })).toBeTruthy();
    const receipt = await screen.findByText('ORD-20261126-0001');
    expect(receipt).toBeTruthy();
    expect(screen.getByText('Test payment')).toBeTruthy();
    await page.user.click(screen.getByRole('link', { name: 'Start learning' }));
    expect(page.location()).toBe(`/course/${ID}`);
  });

  it('says which course it cannot tell when the address names none', async () => {
    await renderScreen(CheckoutSuccessPage, { route, learner: LEARNER });
    expect(screen.getByText('No course id found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to dashboard' }).getAttribute('href')).toBe(
      '/dashboard',
    );
  });

  it('speaks Tigrinya', async () => {
    await renderScreen(CheckoutSuccessPage, {
      route,
      at,
      learner: LEARNER,
      language: 'ti',
      api: { [CHECK]: never },
    });
    expect(screen.getByText('ክፍሊትኩም ይረጋገጽ ኣሎ…')).toBeTruthy();
  });
});
