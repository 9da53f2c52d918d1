import { beforeAll, describe, expect, it } from 'vitest';
import { CERTIFICATE_MESSAGES } from '@academy/shared';
import { startStripeTestApp, type FakeStripe } from '../../test/fake-stripe.ts';
import { createLearner, type SignedInUser } from '../../test/fixtures/accounts.ts';
import { finishCourse, newCourseWithLessons } from '../../test/fixtures/certificates.ts';
import { bearer, type TestApp } from '../../test/harness.ts';

/**
 * A refund revokes the course's certificate (issue 24): after Stripe's `charge.refunded`, the public
 * verification says "revoked" (not "not found"), the learner's list shows it revoked and its PDF is
 * refused. Bought and refunded through the fake Stripe and the signed webhook, as in production.
 */
let app: TestApp;
let stripe: FakeStripe;
let admin: SignedInUser;

beforeAll(async () => {
  ({ app, stripe, admin } = await startStripeTestApp());
});

function deliver(type: string, object: object) {
  const delivery = stripe.signedDelivery(stripe.event(type, object as never));
  return app.request('POST', '/api/payment/webhook', delivery);
}

/** Buys the course through Stripe Checkout; answers the payment's id. */
async function buy(learner: SignedInUser, courseId: string): Promise<string> {
  const res = await app.request('POST', '/api/payment/create-checkout-session', {
    headers: bearer(learner),
    body: { courseId },
  });
  expect(res.status, res.text).toBe(200);
  const session = stripe.pay(res.body.data.sessionId as string);
  expect((await deliver('checkout.session.completed', session)).status).toBe(200);
  return session.payment_intent as string;
}

function refund(paymentIntent: string, full = true) {
  return deliver('charge.refunded', {
    id: `ch_${paymentIntent}`,
    object: 'charge',
    payment_intent: paymentIntent,
    refunded: full,
    amount_refunded: full ? 2500 : 500,
  });
}

async function certified(learner: SignedInUser) {
  const { courseId, lessonIds } = await newCourseWithLessons(app, admin);
  const payment = await buy(learner, courseId);
  await finishCourse(app, learner, courseId, lessonIds);
  const issued = await app.request('POST', '/api/certificates/generate', {
    headers: bearer(learner),
    body: { courseId },
  });
  expect(issued.status, issued.text).toBe(201);
  return { courseId, payment, certificateId: issued.body.data.certificate.certificateId as string };
}

const verify = (certificateId: string) =>
  app.request('GET', `/api/certificates/verify/${certificateId}`);

describe('a refund revokes the certificate', () => {
  it('verification says revoked, the list shows it revoked, and the PDF is refused', async () => {
    const learner = await createLearner(app);
    const { payment, certificateId } = await certified(learner);
    const before = await verify(certificateId);
    expect(before.body.data.verification).toMatchObject({
      isValid: true,
      revokedAt: null,
      revokedReason: null,
    });

    expect((await refund(payment)).status).toBe(200);

    const after = await verify(certificateId);
    expect(after.status).toBe(200);
    expect(after.body.data.certificate.certificateId).toBe(certificateId);
    expect(after.body.data.verification).toMatchObject({
      isValid: false,
      revokedAt: expect.any(String),
      revokedReason: 'refund',
    });
    const list = await app.request('GET', '/api/certificates/user', { headers: bearer(learner) });
    const mine = list.body.data.certificates.find(
      (c: { certificateId: string }) => c.certificateId === certificateId,
    );
    expect(mine).toMatchObject({ revokedAt: expect.any(String), revokedReason: 'refund' });
    const pdf = await app.request('GET', `/api/certificates/download/${certificateId}`, {
      headers: bearer(learner),
    });
    expect(pdf.status).toBe(410);
    expect(pdf.body.message).toBe(CERTIFICATE_MESSAGES.revoked);
  });

  it('a partial refund leaves the certificate valid', async () => {
    const learner = await createLearner(app);
    const { payment, certificateId } = await certified(learner);
    expect((await refund(payment, false)).status).toBe(200);
    expect((await verify(certificateId)).body.data.verification.isValid).toBe(true);
  });

  it('buying the course again and generating restores the same certificate', async () => {
    const learner = await createLearner(app);
    const { courseId, payment, certificateId } = await certified(learner);
    await refund(payment);
    const refused = await app.request('POST', '/api/certificates/generate', {
      headers: bearer(learner),
      body: { courseId },
    });
    expect(refused.status).toBe(403);
    await buy(learner, courseId);
    const again = await app.request('POST', '/api/certificates/generate', {
      headers: bearer(learner),
      body: { courseId },
    });
    expect(again.status).toBe(200);
    expect(again.body.data.certificate).toMatchObject({ certificateId, revokedAt: null });
    expect((await verify(certificateId)).body.data.verification.isValid).toBe(true);
  });

  it('an unknown id is still "not found", not "revoked"', async () => {
    const res = await verify('CERT-AAAAAA-BBBBBB');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(CERTIFICATE_MESSAGES.notFound);
  });
});
