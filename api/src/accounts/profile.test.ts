import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@academy/shared';
import { bearer, startTestApp, type TestApp } from '../../test/harness.ts';
import { solidImage } from '../../test/images.ts';
import { createLearner } from '../../test/fixtures/accounts.ts';

let app: TestApp;
let jpeg: Buffer;
let png: Buffer;
beforeAll(async () => {
  app = await startTestApp();
  jpeg = await solidImage('jpeg', { width: 800, height: 600, background: '#3366cc' });
  png = await solidImage('png', { width: 300, height: 500, channels: 4, background: '#22aa5588' });
});

const putProfile = (token: string, body: unknown) =>
  app.request('PUT', '/api/auth/profile', { headers: bearer(token), body });
function multipart(
  fields: Record<string, string>,
  file?: { bytes: Buffer; name?: string; type?: string },
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) {
    form.append(
      'profilePhoto',
      new Blob([file.bytes], { type: file.type ?? 'application/octet-stream' }),
      file.name ?? 'photo',
    );
  }
  return form;
}
const putPhoto = (token: string, file?: { bytes: Buffer; name?: string; type?: string }) =>
  app.request('PUT', '/api/users/me/photo', { headers: bearer(token), raw: multipart({}, file) });
const photoStatus = async (url: string) => (await fetch(`${app.url}${url}`)).status;

describe('PUT /api/auth/profile', () => {
  it('saves the profile fields (JSON) and answers the updated user', async () => {
    const { token } = await createLearner(app);
    const res = await putProfile(token, {
      firstName: '  Selam ',
      lastName: 'Berhe',
      age: 27,
      sex: 'female',
      address: '45 Sematat Avenue',
      phoneNumber: '+291 7 555 123',
      country: 'Eritrea',
      city: 'Keren',
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Profile updated successfully');
    expect(res.body.data).toMatchObject({
      name: 'Selam Berhe',
      firstName: 'Selam',
      age: 27,
      sex: 'female',
      address: '45 Sematat Avenue',
      phoneNumber: '+2917555123',
      country: 'Eritrea',
      city: 'Keren',
    });
    const me = await app.request('GET', '/api/auth/me', { headers: bearer(token) });
    expect(me.body.data).toMatchObject({ name: 'Selam Berhe', city: 'Keren' });
  });

  it('takes the multipart form of the spec, with age as text, and clears optional fields sent empty', async () => {
    const { token } = await createLearner(app, { age: 40, city: 'Massawa', address: 'Old Port 1' });
    const res = await app.request('PUT', '/api/auth/profile', {
      headers: bearer(token),
      raw: multipart({
        firstName: 'Yonas',
        lastName: 'Ghebre',
        age: '33',
        sex: '',
        address: '',
        city: '',
      }),
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      firstName: 'Yonas',
      age: 33,
      sex: null,
      address: null,
      city: null,
    });
  });

  it('leaves fields that are not sent unchanged', async () => {
    const { token, user } = await createLearner(app, { country: 'Ethiopia', age: 50 });
    const res = await putProfile(token, { city: 'Mekelle' });
    expect(res.body.data).toMatchObject({
      country: 'Ethiopia',
      age: 50,
      city: 'Mekelle',
      email: user.email,
    });
  });

  const rules: [string, Record<string, unknown>, string, string][] = [
    [
      'a first name of one letter after trimming',
      { firstName: ' A ' },
      'firstName',
      ACCOUNT_MESSAGES.firstNameTooShort,
    ],
    ['a last name of one letter', { lastName: 'B' }, 'lastName', ACCOUNT_MESSAGES.lastNameTooShort],
    ['age 0', { age: 0 }, 'age', ACCOUNT_MESSAGES.ageInvalid],
    ['age 121', { age: 121 }, 'age', ACCOUNT_MESSAGES.ageInvalid],
    ['a fractional age', { age: 25.5 }, 'age', ACCOUNT_MESSAGES.ageInvalid],
    ['a fractional age as text', { age: '25.5' }, 'age', ACCOUNT_MESSAGES.ageInvalid],
    ['an age that is not a number', { age: 'old' }, 'age', ACCOUNT_MESSAGES.ageInvalid],
    [
      'a phone without the plus',
      { phoneNumber: '0912345678' },
      'phoneNumber',
      ACCOUNT_MESSAGES.phoneInvalid,
    ],
    [
      'a phone with letters',
      { phoneNumber: '+1 555 CALL' },
      'phoneNumber',
      ACCOUNT_MESSAGES.phoneInvalid,
    ],
    [
      'an address of 4 characters',
      { address: ' Main ' },
      'address',
      ACCOUNT_MESSAGES.addressTooShort,
    ],
    ['a country of 1 character', { country: 'E' }, 'country', ACCOUNT_MESSAGES.countryTooShort],
    ['a city of 1 character', { city: 'K' }, 'city', ACCOUNT_MESSAGES.cityTooShort],
    ['an unknown sex option', { sex: 'unknown' }, 'sex', ACCOUNT_MESSAGES.sexInvalid],
    [
      'a local account without a phone',
      { phoneNumber: '' },
      'phoneNumber',
      ACCOUNT_MESSAGES.phoneRequired,
    ],
    [
      'a different e-mail',
      { email: 'new-address@example.test' },
      'email',
      ACCOUNT_MESSAGES.emailNotEditable,
    ],
  ];
  it.each(rules)(
    'refuses %s with a clear message and changes nothing',
    async (_label, body, field, message) => {
      const { token, user } = await createLearner(app);
      const res = await putProfile(token, { firstName: 'Changed', ...body });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
      expect(res.body.errors[field]).toBe(message);
      const me = await app.request('GET', '/api/auth/me', { headers: bearer(token) });
      expect(me.body.data).toMatchObject({
        firstName: user.firstName,
        email: user.email,
        phoneNumber: user.phoneNumber,
      });
    },
  );

  it('accepts the boundaries of every rule', async () => {
    const { token, user } = await createLearner(app);
    const res = await putProfile(token, {
      firstName: 'Al',
      lastName: 'Bo',
      age: 120,
      address: '12345',
      country: 'ER',
      city: 'AB',
      email: user.email.toUpperCase(),
    });
    expect(res.status).toBe(200);
    expect((await putProfile(token, { age: 1 })).body.data.age).toBe(1);
  });

  it('lets a Google account clear its phone number', async () => {
    const { token } = await createLearner(app, { authProvider: 'google', googleId: 'g-123' });
    const res = await putProfile(token, { phoneNumber: '' });
    expect(res.status).toBe(200);
    expect(res.body.data.phoneNumber).toBeNull();
  });
});

describe('profile photo', () => {
  it('uploads, serves to an <img> without a token, replaces (deleting the old file) and removes', async () => {
    const { token } = await createLearner(app);
    const none = await app.request('GET', '/api/users/me/photo', { headers: bearer(token) });
    expect(none.body.data).toEqual({ photoUrl: null });

    const first = await putPhoto(token, { bytes: jpeg, name: 'me.jpg', type: 'image/jpeg' });
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('Profile photo updated successfully');
    const firstUrl = first.body.data.profilePhotoUrl as string;
    expect(firstUrl).toMatch(/^\/api\/users\/photos\/[0-9a-f]{32}\.webp$/);
    expect(first.body.data.profilePhotoKey).toBeTruthy();

    for (const path of ['/api/users/me/photo', '/api/auth/users/me/photo']) {
      const res = await app.request('GET', path, { headers: bearer(token) });
      expect(res.body.data).toEqual({ photoUrl: firstUrl });
    }
    const img = await fetch(`${app.url}${firstUrl}`);
    expect(img.status).toBe(200);
    expect(img.headers.get('cache-control')).toContain('immutable');
    const meta = await sharp(Buffer.from(await img.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256]);

    const second = await putPhoto(token, { bytes: png, name: 'me.png', type: 'image/png' });
    const secondUrl = second.body.data.profilePhotoUrl as string;
    expect(secondUrl).not.toBe(firstUrl);
    expect(await photoStatus(secondUrl)).toBe(200);
    expect(await photoStatus(firstUrl)).toBe(404);

    const removed = await app.request('DELETE', '/api/users/me/photo', { headers: bearer(token) });
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe('Profile photo removed successfully');
    expect(removed.body.data).toMatchObject({ profilePhotoKey: null, profilePhotoUrl: null });
    expect(await photoStatus(secondUrl)).toBe(404);
  });

  it('judges the image by its content: a JPEG named .txt is taken, text named .png is refused', async () => {
    const { token } = await createLearner(app);
    const ok = await putPhoto(token, { bytes: jpeg, name: 'holiday.txt', type: 'text/plain' });
    expect(ok.status).toBe(200);
    const kept = ok.body.data.profilePhotoUrl as string;

    const fake = await putPhoto(token, {
      bytes: Buffer.from('<svg>not really</svg>'),
      name: 'a.png',
      type: 'image/png',
    });
    expect(fake.status).toBe(400);
    expect(fake.body.message).toBe('Please choose an image file (JPEG, PNG, GIF or WebP).');
    const pdf = await putPhoto(token, {
      bytes: Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj'),
      name: 'cv.jpg',
      type: 'image/jpeg',
    });
    expect(pdf.status).toBe(400);
    // A truncated JPEG has the right signature but cannot be decoded.
    const broken = await putPhoto(token, {
      bytes: jpeg.subarray(0, 200),
      name: 'b.jpg',
      type: 'image/jpeg',
    });
    expect(broken.status).toBe(400);
    expect(broken.body.message).toBe(ACCOUNT_MESSAGES.imageInvalid);

    const me = await app.request('GET', '/api/auth/me', { headers: bearer(token) });
    expect(me.body.data.profilePhotoUrl).toBe(kept);
    expect(await photoStatus(kept)).toBe(200);
  });

  it('refuses a 6 MB photo with the size message and keeps the old photo', async () => {
    const { token } = await createLearner(app);
    const kept = (await putPhoto(token, { bytes: jpeg, type: 'image/jpeg' })).body.data
      .profilePhotoUrl;
    // Noise does not compress: a real PNG of about 6 MB.
    const noise = await sharp(randomBytes(1450 * 1450 * 3), {
      raw: { width: 1450, height: 1450, channels: 3 },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noise.length).toBeGreaterThan(6 * 1000 * 1000);
    const res = await putPhoto(token, { bytes: noise, name: 'big.png', type: 'image/png' });
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('The photo must be 5 MB or smaller.');
    const me = await app.request('GET', '/api/auth/me', { headers: bearer(token) });
    expect(me.body.data.profilePhotoUrl).toBe(kept);
    expect(await photoStatus(kept)).toBe(200);
  });

  it('asks for a photo when none is sent, and 404s unknown photo names', async () => {
    const { token } = await createLearner(app);
    const res = await putPhoto(token);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please choose a photo to upload.');
    expect(await photoStatus(`/api/users/photos/${'0'.repeat(32)}.webp`)).toBe(404);
    expect(await photoStatus('/api/users/photos/..%2F..%2Fsecrets%2Fjwt-secret')).toBe(404);
  });

  it('accepts a photo sent along with the profile form', async () => {
    const { token } = await createLearner(app);
    const res = await app.request('PUT', '/api/auth/profile', {
      headers: bearer(token),
      raw: multipart({ city: 'Asmara' }, { bytes: png, name: 'p.png', type: 'image/png' }),
    });
    expect(res.status).toBe(200);
    expect(res.body.data.city).toBe('Asmara');
    expect(await photoStatus(res.body.data.profilePhotoUrl)).toBe(200);
  });
});
