import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@academy/shared';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { solidImage } from '../../test/images.ts';
import { asNewClient, tokenFromEmail, waitForEmail } from '../../test/fixtures/accounts.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ PUBLIC_URL: 'https://academy.example' });
});

let counter = 0;
const uniqueEmail = () => `reg-${Date.now()}-${++counter}@example.test`;
const valid = () => ({
  name: 'Abel Tesfay',
  email: uniqueEmail(),
  phoneNumber: '+291 7 123 4567',
  password: 'secret12',
});

function register(body: unknown) {
  return app.request('POST', '/api/auth/register', { body, headers: asNewClient() });
}

function registerMultipart(
  fields: Record<string, string>,
  photo?: { bytes: Buffer; name: string; type: string },
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (photo) form.append('profilePhoto', new Blob([photo.bytes], { type: photo.type }), photo.name);
  return app.request('POST', '/api/auth/register', { raw: form, headers: asNewClient() });
}

describe('POST /api/auth/register', () => {
  it('creates an unverified account, answers verificationRequired and e-mails a verification link', async () => {
    const input = valid();
    const res = await register(input);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      success: true,
      data: { verificationRequired: true, email: input.email },
    });
    expect(res.body.message).toMatch(/verify/i);

    const mail = await waitForEmail(app, input.email, { subject: /verify/i });
    const link = mail.links.find((l) =>
      l.startsWith('https://academy.example/verify-email?token='),
    );
    expect(link).toBeDefined();

    // Unverified: the password is right but sign-in asks to verify first.
    const login = await app.request('POST', '/api/auth/login', {
      body: { email: input.email, password: input.password },
      headers: asNewClient(),
    });
    expect(login.status).toBe(403);
    expect(login.body.message).toContain('verify your email');
  });

  it('takes the multipart form of the spec, with a photo checked from its content and resized', async () => {
    const photo = await solidImage('jpeg', {
      width: 640,
      height: 480,
      background: { r: 200, g: 30, b: 30 },
    });
    const fields = { ...valid(), phoneNumber: '+12025550199' };
    // The name and declared type lie; the bytes are a JPEG, which is what counts.
    const res = await registerMultipart(fields, {
      bytes: photo,
      name: 'notes.txt',
      type: 'text/plain',
    });
    expect(res.status).toBe(201);

    const token = tokenFromEmail(await waitForEmail(app, fields.email), '/verify-email');
    const verified = await app.request('POST', '/api/auth/verify-email', {
      body: { token },
      headers: asNewClient(),
    });
    expect(verified.status).toBe(200);
    const user = verified.body.data.user;
    expect(user).toMatchObject({
      name: 'Abel Tesfay',
      firstName: 'Abel',
      lastName: 'Tesfay',
      email: fields.email,
      phoneNumber: '+12025550199',
      isVerified: true,
      authProvider: 'local',
    });
    const img = await fetch(`${app.url}${user.profilePhotoUrl}`);
    expect(img.status).toBe(200);
    expect(img.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await img.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256]);
  });

  it('keeps a first name with a space when firstName and lastName are sent', async () => {
    const input = { ...valid(), name: undefined, firstName: 'Mary Ann', lastName: 'Haile' };
    expect((await register(input)).status).toBe(201);
    const token = tokenFromEmail(await waitForEmail(app, input.email), '/verify-email');
    const res = await app.request('POST', '/api/auth/verify-email', {
      body: { token },
      headers: asNewClient(),
    });
    expect(res.body.data.user).toMatchObject({
      firstName: 'Mary Ann',
      lastName: 'Haile',
      name: 'Mary Ann Haile',
    });
  });

  it('refuses a file that is not an image and creates no account', async () => {
    const fields = valid();
    const res = await registerMultipart(fields, {
      bytes: Buffer.from('just some text, not a picture'),
      name: 'photo.png',
      type: 'image/png',
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(ACCOUNT_MESSAGES.imageInvalid);
    const again = await register(fields);
    expect(again.status).toBe(201);
  });

  it('answers an address that already has an account as a new one, and e-mails its owner instead', async () => {
    // Probe finding 24.9: a 409 told anyone which addresses have an account.
    const input = valid();
    const first = await register(input);
    expect(first.status).toBe(201);
    const verifyMail = await waitForEmail(app, input.email, { subject: /verify/i });
    const res = await register({
      ...input,
      email: input.email.toUpperCase(),
      password: 'other-pw1',
    });
    expect(res.status).toBe(first.status);
    expect(res.body).toEqual({ ...first.body, data: { ...first.body.data } });

    const notice = await waitForEmail(app, input.email, { subject: /tried to register/i });
    expect(notice.text).toMatch(/Someone tried to create a new .* account with this email address/);
    expect(notice.links).toEqual(
      expect.arrayContaining([
        'https://academy.example/login',
        'https://academy.example/reset-password',
      ]),
    );
    // No new verification link: the attempt changed nothing, and the first password still works.
    const mails = await waitForEmail(app, input.email, { subject: /verify/i });
    expect(mails.sentAt).toBe(verifyMail.sentAt);
    await app.request('POST', '/api/auth/verify-email', {
      body: { token: tokenFromEmail(verifyMail, '/verify-email') },
      headers: asNewClient(),
    });
    const login = (password: string) =>
      app.request('POST', '/api/auth/login', {
        body: { email: input.email, password },
        headers: asNewClient(),
      });
    expect((await login(input.password)).status).toBe(200);
    expect((await login('other-pw1')).status).toBe(401);
  });

  it('writes the notice in the language the owner uses', async () => {
    const input = valid();
    await app.request('POST', '/api/auth/register', {
      body: input,
      headers: { ...asNewClient(), 'accept-language': 'ti' },
    });
    await register(input);
    const notice = await waitForEmail(app, input.email, { subject: /ክምዝገብ/ });
    expect(notice.text).toMatch(/[\u1200-\u137F]/);
    expect(notice.links).toContain('https://academy.example/reset-password');
  });

  const cases: [string, Record<string, unknown>, string, string][] = [
    ['first name missing', { name: '' }, 'firstName', ACCOUNT_MESSAGES.firstNameRequired],
    ['last name missing', { name: 'Abel' }, 'lastName', ACCOUNT_MESSAGES.lastNameRequired],
    [
      'first name too short',
      { name: undefined, firstName: 'A', lastName: 'Tesfay' },
      'firstName',
      ACCOUNT_MESSAGES.firstNameTooShort,
    ],
    ['e-mail missing', { email: '' }, 'email', ACCOUNT_MESSAGES.emailRequired],
    ['e-mail malformed', { email: 'abel@' }, 'email', ACCOUNT_MESSAGES.emailInvalid],
    ['phone missing', { phoneNumber: '' }, 'phoneNumber', ACCOUNT_MESSAGES.phoneRequired],
    [
      'phone without plus',
      { phoneNumber: '2917123456' },
      'phoneNumber',
      ACCOUNT_MESSAGES.phoneInvalid,
    ],
    [
      'phone starting with 0',
      { phoneNumber: '+0123456' },
      'phoneNumber',
      ACCOUNT_MESSAGES.phoneInvalid,
    ],
    [
      'phone too long',
      { phoneNumber: '+1234567890123456' },
      'phoneNumber',
      ACCOUNT_MESSAGES.phoneInvalid,
    ],
    ['password missing', { password: '' }, 'password', ACCOUNT_MESSAGES.passwordRequired],
    ['password too short', { password: '12345' }, 'password', ACCOUNT_MESSAGES.passwordTooShort],
    [
      'confirmation differs',
      { confirmPassword: 'other123' },
      'confirmPassword',
      ACCOUNT_MESSAGES.passwordsDoNotMatch,
    ],
  ];
  it.each(cases)('refuses %s with a clear message', async (_label, change, field, message) => {
    const res = await register({ ...valid(), ...change });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toBe(message);
    expect(res.body.errors[field]).toBe(message);
  });

  it('accepts the shortest and longest phone numbers the pattern allows, spaces ignored', async () => {
    expect((await register({ ...valid(), phoneNumber: '+12' })).status).toBe(201);
    expect((await register({ ...valid(), phoneNumber: '+1 234 567 890 12345' })).status).toBe(201);
  });

  it('limits registrations per client address (429 with Retry-After)', async () => {
    const headers = asNewClient();
    let last = null as Awaited<ReturnType<TestApp['request']>> | null;
    for (let i = 0; i < 21; i += 1) {
      last = await app.request('POST', '/api/auth/register', { body: { name: '' }, headers });
    }
    expect(last!.status).toBe(429);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(last!.body.message).toMatch(/Please try again in about 1 hour\./);
  });
});
