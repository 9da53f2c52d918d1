import { beforeAll, describe, expect, it } from 'vitest';
import {
  asNewClient,
  createAdmin,
  createLearner,
  DEFAULT_TEST_PASSWORD,
  type SignedInUser,
  waitForEmail,
} from '../../test/fixtures/accounts.ts';
import { createCourse } from '../../test/fixtures/catalogue.ts';
import { bearer, startTestApp, type TestApp } from '../../test/harness.ts';

/**
 * E-mails go out in the recipient's language: the one the app used when they registered, signed in or
 * last switched it (issue 8). Verification, password reset and the receipt, in Tigrinya and English.
 */
let app: TestApp;
let adminId: string;

beforeAll(async () => {
  app = await startTestApp({ PUBLIC_URL: 'https://academy.example' });
  adminId = (await createAdmin(app)).user._id;
});

let counter = 0;
const uniqueEmail = () => `lang-${Date.now()}-${++counter}@example.test`;

function registerIn(language: string, email: string) {
  return app.request('POST', '/api/auth/register', {
    body: { name: 'ሉዋም ክዳነ', email, phoneNumber: '+291 7 123 4567', password: 'secret12' },
    headers: { ...asNewClient(), 'accept-language': language },
  });
}

function forgotPassword(email: string) {
  return app.request('POST', '/api/auth/forgot-password', {
    body: { email },
    headers: asNewClient(),
  });
}

describe('the language of account e-mails', () => {
  it('writes the verification e-mail in the language the learner registered in', async () => {
    const ti = uniqueEmail();
    expect((await registerIn('ti', ti)).status).toBe(201);
    const tigrinya = await waitForEmail(app, ti, { subject: /ኣረጋግጹ/ });
    expect(tigrinya.text).toContain('ሰላም ሉዋም፡');
    expect(tigrinya.text).toContain('24 ሰዓታት');
    expect(tigrinya.links.some((l) => l.startsWith('https://academy.example/verify-email?'))).toBe(
      true,
    );

    const en = uniqueEmail();
    expect((await registerIn('en-GB,en;q=0.9', en)).status).toBe(201);
    const english = await waitForEmail(app, en, { subject: /Verify your email address/ });
    expect(english.text).toContain('Hello ሉዋም,');
    expect(english.text).toContain('24 hours');
  });

  it('follows a language switch in the app to the next password-reset e-mail', async () => {
    const learner = await createLearner(app, { language: 'en' });
    const switched = await app.request('PUT', '/api/auth/language', {
      body: { language: 'ti' },
      headers: bearer(learner),
    });
    expect(switched.status).toBe(200);
    expect(switched.body.data).toEqual({ language: 'ti' });

    expect((await forgotPassword(learner.user.email)).status).toBe(200);
    const reset = await waitForEmail(app, learner.user.email, { subject: /ቃል ምሕላፍ/ });
    expect(reset.text).toContain('ሓደ ሰዓት');
    expect(reset.links.some((l) => l.startsWith('https://academy.example/reset-password?'))).toBe(
      true,
    );
  });

  it('takes the language the app signs in with', async () => {
    const learner = await createLearner(app, { language: 'ti' });
    const signIn = await app.request('POST', '/api/auth/login', {
      body: { email: learner.user.email, password: DEFAULT_TEST_PASSWORD },
      headers: { ...asNewClient(), 'accept-language': 'en' },
    });
    expect(signIn.status).toBe(200);
    expect((await forgotPassword(learner.user.email)).status).toBe(200);
    const reset = await waitForEmail(app, learner.user.email, { subject: /Reset your/ });
    expect(reset.text).toContain('1 hour');
  });

  it('refuses a visitor and a language the app does not have', async () => {
    const visitor = await app.request('PUT', '/api/auth/language', { body: { language: 'ti' } });
    expect(visitor.status).toBe(401);
    const learner = await createLearner(app);
    const unknown = await app.request('PUT', '/api/auth/language', {
      body: { language: 'fr' },
      headers: bearer(learner),
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain('Language must be ti or en');
  });
});

describe('the language of the receipt', () => {
  async function buyWithTestCheckout(learner: SignedInUser, checkoutLanguage: string) {
    const course = await createCourse(app, adminId, { price: 15, title: 'ፎቶግራፍ ብሞባይል' });
    const started = await app.request('POST', '/api/payment/create-checkout-session', {
      headers: { ...bearer(learner), 'accept-language': checkoutLanguage },
      body: { courseId: course.id },
    });
    expect(started.status).toBe(200);
    const pay = await fetch(`${app.url}${new URL(started.body.data.url as string).pathname}/pay`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(pay.status).toBe(303);
    return course;
  }

  it("is written in the buyer's language, whatever the checkout page showed", async () => {
    const tigrinya = await createLearner(app, { language: 'ti', firstName: 'ሰላም' });
    const course = await buyWithTestCheckout(tigrinya, 'en');
    const receipt = await waitForEmail(app, tigrinya.user.email, { subject: /ቅብሊት/ });
    expect(receipt.text).toContain('ስለ ዕድግኹም ነመስግን');
    expect(receipt.text).toContain(course.title);

    const english = await createLearner(app, { language: 'en' });
    await buyWithTestCheckout(english, 'ti');
    const mail = await waitForEmail(app, english.user.email, { subject: /receipt/ });
    expect(mail.text).toContain('Thank you for your purchase');
    expect(mail.text).toContain('$15 USD');
  });
});
