import type { APIRequestContext, Page } from '@playwright/test';
import { academyApi, demoTokens, expect, openIn, test } from './fixtures.ts';

/**
 * Buying a course in the browser with the built-in test checkout (no Stripe keys), on the real server:
 * Enroll on the course page, Pay on the test page, the success page with the receipt, and the course
 * shown as purchased; Cancel to the cancel page; the payment monitor sending a stale checkout to the
 * failure page. Desktop and 360 px phone, Tigrinya and English.
 */

let api: APIRequestContext;
let adminToken: string;
let learnerToken: string;

test.beforeAll(async ({ playwright }) => {
  api = await academyApi(playwright);
  ({ learner: learnerToken, admin: adminToken } = await demoTokens(api));
});

test.afterAll(async () => {
  await api.dispose();
});

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookie_consent', 'false'));
  await page.addInitScript((token) => localStorage.setItem('token', token), learnerToken);
});

/** A new course the demo learner does not own yet. */
async function newCourse(price = 19.5): Promise<{ id: string; title: string }> {
  const title = `ምስሊ ብሞባይል ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const res = await api.post('/api/courses', {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: {
      title,
      description: 'Take sharp, well-lit photos with the phone you already have.',
      price,
      category: 'photo',
      level: 'beginner',
      instructor: 'Selam Haile',
      status: 'active',
    },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  const created = (await res.json()).data.course as { _id: string };
  return { id: created._id, title };
}

async function enrol(page: Page, courseId: string, language: 'ti' | 'en') {
  await openIn(page, `/course/${courseId}`, language);
  await page.getByTestId('enroll-button').click();
  await expect(page).toHaveURL(/\/api\/payment\/test-checkout\//);
  await expect(page.getByTestId('test-mode')).toBeVisible();
}

test('@phone a learner buys a course with the test checkout and sees the receipt (ti)', async ({
  page,
}) => {
  const course = await newCourse();
  await enrol(page, course.id, 'ti');
  await expect(page.getByTestId('test-checkout-price')).toHaveText('$19.50 USD');
  await page.getByRole('button', { name: 'ክፈሉ' }).click();

  await expect(page).toHaveURL(`/checkout/success?courseId=${course.id}`);
  await expect(page.getByRole('heading', { name: 'ክፍሊት ተዓዊቱ!' })).toBeVisible();
  const receipt = page.getByTestId('receipt');
  await expect(receipt).toContainText(course.title);
  await expect(receipt).toContainText('$19.50 USD');
  await expect(receipt).toContainText('ናይ ፈተነ ክፍሊት');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /ቅብሊት ኣውርዱ/ }).click();
  expect((await download).suggestedFilename()).toMatch(/^receipt-[0-9a-f-]{36}\.pdf$/);
  expect(await page.evaluate(() => sessionStorage.getItem('pendingCourseId'))).toBeNull();

  await page.getByTestId('go-to-course').click();
  await expect(page.getByTestId('purchased-banner')).toBeVisible();
  await expect(page.getByTestId('enroll-button')).toHaveCount(0);
});

test('@phone a learner cancels on the test checkout and lands on the cancel page (en)', async ({
  page,
}) => {
  const course = await newCourse();
  await enrol(page, course.id, 'en');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(`/checkout/cancel?courseId=${course.id}`);
  await expect(page.getByRole('heading', { name: 'Payment cancelled' })).toBeVisible();
  await expect(page.getByTestId('payment-cancelled')).toContainText(course.title);
  await page.getByRole('link', { name: 'Back to the course' }).click();
  await expect(page.getByTestId('enroll-button')).toBeVisible();
});

test('the payment monitor sends a checkout older than 10 minutes to the failure page (en)', async ({
  page,
}) => {
  const course = await newCourse();
  await page.addInitScript((courseId) => {
    if (sessionStorage.getItem('pendingCourseId')) return;
    sessionStorage.setItem('pendingCourseId', courseId);
    sessionStorage.setItem('stripeSessionId', 'cs_test_stale');
    sessionStorage.setItem('checkoutStartTime', String(Date.now() - 11 * 60_000));
  }, course.id);
  await openIn(page, '/courses', 'en');
  await expect(page).toHaveURL(`/checkout/failure?courseId=${course.id}`);
  await expect(page.getByRole('heading', { name: 'Payment not completed' })).toBeVisible();
  // With the course known, the failure page goes on to the cancel page after 2 s.
  await expect(page).toHaveURL(`/checkout/cancel?courseId=${course.id}`);
});
