import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createAdmin,
  createLearner,
  type SignedInUser,
  waitForEmail,
} from '../../test/fixtures/accounts.ts';
import { createCourse } from '../../test/fixtures/catalogue.ts';
import { bearer, startTestApp, type TestApp } from '../../test/harness.ts';

/**
 * A server without Stripe keys: the built-in test checkout, receipts (JSON and PDF) and the receipt
 * e-mail, and who may see a receipt.
 */
let app: TestApp;
let adminId: string;

beforeAll(async () => {
  app = await startTestApp();
  adminId = (await createAdmin(app)).user._id;
});

async function startCheckout(learner: SignedInUser, courseId: string, language = 'en') {
  const res = await app.request('POST', '/api/payment/create-checkout-session', {
    headers: { ...bearer(learner), 'accept-language': language },
    body: { courseId },
  });
  expect(res.status).toBe(200);
  return res.body.data as { sessionId: string; url: string };
}

/** Follows the test page's form as a browser would, without following the redirect. */
const press = (url: string, button: 'pay' | 'cancel') =>
  fetch(`${app.url}${new URL(url).pathname}/${button}`, { method: 'POST', redirect: 'manual' });

describe('test checkout', () => {
  it('shows a page marked as a test payment with the course and the price', async () => {
    const learner = await createLearner(app);
    const course = await createCourse(app, adminId, { price: 12.5, title: 'ምስ ካሜራ ምስኣል' });
    const { url, sessionId } = await startCheckout(learner, course.id, 'ti');
    expect(url).toBe(`${app.url}/api/payment/test-checkout/${sessionId}?lang=ti`);
    const page = await fetch(`${app.url}${new URL(url).pathname}${new URL(url).search}`);
    const html = await page.text();
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(html).toContain('ናይ ፈተነ ክፍሊት');
    expect(html).toContain('ምስ ካሜራ ምስኣል');
    expect(html).toContain('$12.50 USD');
  });

  it('Pay fulfils the order and goes to the success page; the receipt e-mail follows', async () => {
    const learner = await createLearner(app, { firstName: 'ሰላም' });
    const course = await createCourse(app, adminId, { price: 40 });
    const { url } = await startCheckout(learner, course.id);
    const paid = await press(url, 'pay');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${app.url}/checkout/success?courseId=${course.id}`);
    const check = await app.request('GET', `/api/payment/check-purchase/${course.id}`, {
      headers: bearer(learner),
    });
    expect(check.body).toMatchObject({ hasPurchased: true, data: { hasPurchased: true } });
    // The order is spent: paying it again is refused and changes nothing.
    expect((await press(url, 'pay')).status).toBe(404);
    const mail = await waitForEmail(app, learner.user.email, { subject: /ቅብሊት|receipt/i });
    expect(mail.text).toContain(course.title);
    expect(mail.text).toContain('$40 USD');
  });

  it('Cancel goes to the cancel page and buys nothing', async () => {
    const learner = await createLearner(app);
    const course = await createCourse(app, adminId, { price: 40 });
    const { url } = await startCheckout(learner, course.id);
    const cancelled = await press(url, 'cancel');
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get('location')).toBe(
      `${app.url}/checkout/cancel?courseId=${course.id}`,
    );
    const check = await app.request('GET', `/api/payment/check-purchase/${course.id}`, {
      headers: bearer(learner),
    });
    expect(check.body.hasPurchased).toBe(false);
  });
});

describe('receipts', () => {
  let buyer: SignedInUser;
  let courseId: string;
  const title = 'ምህዞ ቪድዮ ንጀመርቲ';

  beforeAll(async () => {
    buyer = await createLearner(app, { firstName: 'ኣብርሃም', lastName: 'ተኽለ' });
    courseId = (await createCourse(app, adminId, { price: 29.99, title })).id;
    await press((await startCheckout(buyer, courseId)).url, 'pay');
  });

  it("gives the buyer the spec's receipt fields", async () => {
    const res = await app.request('GET', `/api/payment/receipt/${courseId}`, {
      headers: bearer(buyer),
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      orderId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      courseId,
      courseTitle: title,
      amount: 29.99,
      currency: 'USD',
      paymentDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      paymentMethod: 'Test payment',
      userEmail: buyer.user.email,
      status: 'Completed',
    });
  });

  it('refuses receipts to visitors (401) and to other learners (404)', async () => {
    const other = await createLearner(app);
    for (const route of ['receipt', 'download-receipt', 'check-purchase']) {
      const visitor = await app.request('GET', `/api/payment/${route}/${courseId}`);
      expect(visitor.status).toBe(401);
      expect(visitor.body.message).toBe('Authentication required');
    }
    for (const route of ['receipt', 'download-receipt']) {
      const res = await app.request('GET', `/api/payment/${route}/${courseId}`, {
        headers: bearer(other),
      });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Payment not found');
    }
  });

  it("downloads a PDF receipt whose Ge'ez name and title extract as text", async () => {
    const res = await fetch(`${app.url}/api/payment/download-receipt/${courseId}`, {
      headers: bearer(buyer),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const receipt = await app.request('GET', `/api/payment/receipt/${courseId}`, {
      headers: bearer(buyer),
    });
    const orderId = receipt.body.data.orderId as string;
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename=receipt-${orderId}.pdf`,
    );
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'receipt-')), 'receipt.pdf');
    writeFileSync(file, bytes);
    const { stdout } = await promisify(execFile)('pdftotext', ['-enc', 'UTF-8', file, '-']);
    expect(stdout).toContain('ኣብርሃም ተኽለ');
    expect(stdout).toContain(title);
    expect(stdout).toContain(orderId);
    expect(stdout).toContain(buyer.user.email);
    expect(stdout).toContain('$29.99 USD');
    expect(stdout).toContain('ቅብሊት');
  });
});
