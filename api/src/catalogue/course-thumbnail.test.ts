import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestApp, type TestApp } from '../../test/harness.ts';
import { solidImage } from '../../test/images.ts';
import { createAdmin, type SignedInUser } from '../../test/fixtures/accounts.ts';
import { createCourse } from '../../test/fixtures/catalogue.ts';

let app: TestApp;
let admin: SignedInUser;

beforeAll(async () => {
  app = await startTestApp();
  admin = await createAdmin(app);
});

const photo = (colour: string, width = 1600, height = 1200, format: 'jpeg' | 'png' = 'jpeg') =>
  solidImage(format, { width, height, background: colour });

function upload(
  courseId: string,
  bytes: Buffer,
  field = 'file',
  name = 'cover.jpg',
  type = 'image/jpeg',
) {
  const form = new FormData();
  form.append('version', '1');
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
  return app.request('PUT', `/api/courses/thumbnail/${courseId}`, {
    raw: form,
    headers: bearer(admin),
  });
}

async function fetchImage(url: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${app.url}${url}`, { headers });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

describe('PUT /api/courses/thumbnail/{id}', () => {
  it('stores the image as 1280x720 and 480x270 WebP and makes it the course thumbnail', async () => {
    const course = await createCourse(app, admin.user.id);
    const res = await upload(course.id, await photo('#cc3333'));
    expect(res.status).toBe(200);
    const { thumbnailURL, thumbnailSmallURL, oldThumbnailURL } = res.body.data;
    expect(thumbnailURL).toMatch(/^\/api\/courses\/thumbnails\/[0-9a-f]{32}\/1280x720\.webp$/);
    expect(thumbnailSmallURL).toMatch(/\/480x270\.webp$/);
    expect(oldThumbnailURL).toBeNull();
    expect(res.body.data.course).toMatchObject({ thumbnailURL, thumbnailSmallURL, version: 2 });

    const large = await fetchImage(thumbnailURL);
    expect(large.res.status).toBe(200);
    expect(large.res.headers.get('content-type')).toBe('image/webp');
    expect(large.res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(large.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1280, 720]);
    const small = await sharp((await fetchImage(thumbnailSmallURL)).bytes).metadata();
    expect([small.width, small.height]).toEqual([480, 270]);

    const detail = await app.request('GET', `/api/courses/${course.id}`);
    expect(detail.body.data.course).toMatchObject({ thumbnailURL, thumbnailSmallURL });
  });

  it('answers 304 when the browser already has the image', async () => {
    const course = await createCourse(app, admin.user.id);
    const { thumbnailURL } = (await upload(course.id, await photo('#112233'))).body.data;
    const first = await fetchImage(thumbnailURL);
    const etag = first.res.headers.get('etag')!;
    const again = await fetchImage(thumbnailURL, { 'if-none-match': etag });
    expect(again.res.status).toBe(304);
  });

  it('accepts the image in a field named thumbnail too', async () => {
    const course = await createCourse(app, admin.user.id);
    const res = await upload(
      course.id,
      await photo('#00aa00', 800, 600, 'png'),
      'thumbnail',
      'a.png',
      'image/png',
    );
    expect(res.status).toBe(200);
  });

  it('judges the content, not the name: a text file called .jpg is refused', async () => {
    const course = await createCourse(app, admin.user.id);
    const res = await upload(
      course.id,
      Buffer.from('just some text, not an image'),
      'file',
      'cover.jpg',
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please select an image file');
  });

  it('refuses an SVG and a request without a file', async () => {
    const course = await createCourse(app, admin.user.id);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    const res = await upload(course.id, svg, 'file', 'x.svg', 'image/svg+xml');
    expect(res.body.message).toBe('Please select an image file');
    const empty = await app.request('PUT', `/api/courses/thumbnail/${course.id}`, {
      raw: new FormData(),
      headers: bearer(admin),
    });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Please select an image file');
  });

  it('refuses an image of 6 MB', async () => {
    const course = await createCourse(app, admin.user.id);
    // A real PNG header followed by noise: an image by its content, too big by its size.
    const header = await photo('#ffffff', 10, 10, 'png');
    const big = Buffer.concat([header, randomBytes(6 * 1024 * 1024)]);
    const res = await upload(course.id, big, 'file', 'big.png', 'image/png');
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('Image file size must be less than 5MB');
    const detail = await app.request('GET', `/api/courses/${course.id}`);
    expect(detail.body.data.course.thumbnailURL).toBeNull();
  });

  it('answers "Course not found." for an unknown course', async () => {
    const res = await upload('00000000-0000-4000-8000-000000000000', await photo('#123456'));
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Course not found.');
  });
});

describe('thumbnail history', () => {
  it('keeps older thumbnails and restores one through PUT /api/courses/{id}', async () => {
    const course = await createCourse(app, admin.user.id);
    const first = (await upload(course.id, await photo('#ff0000'))).body.data;
    const second = (await upload(course.id, await photo('#0000ff'))).body.data;
    expect(second.oldThumbnailURL).toBe(first.thumbnailURL);
    expect(second.course.thumbnailHistory).toEqual([
      expect.objectContaining({ thumbnailURL: second.thumbnailURL, isCurrent: true }),
      expect.objectContaining({ thumbnailURL: first.thumbnailURL, isCurrent: false }),
    ]);

    const restored = await app.request('PUT', `/api/courses/${course.id}`, {
      body: { thumbnailURL: first.thumbnailURL },
      headers: bearer(admin),
    });
    expect(restored.status).toBe(200);
    expect(restored.body.data.course).toMatchObject({
      thumbnailURL: first.thumbnailURL,
      thumbnailSmallURL: first.thumbnailSmallURL,
    });
    expect(restored.body.data.course.thumbnailHistory).toHaveLength(2);
    // The old files are still served.
    expect((await fetchImage(second.thumbnailURL)).res.status).toBe(200);
  });

  it('refuses to restore a thumbnail that was never this course\u2019s', async () => {
    const mine = await createCourse(app, admin.user.id);
    const other = await createCourse(app, admin.user.id);
    const foreign = (await upload(other.id, await photo('#777777'))).body.data;
    for (const thumbnailURL of [foreign.thumbnailURL, 'https://evil.example/x.webp']) {
      const res = await app.request('PUT', `/api/courses/${mine.id}`, {
        body: { thumbnailURL },
        headers: bearer(admin),
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("This thumbnail is not in the course's thumbnail history");
    }
  });

  it('deleting a course removes its files unless another course uses the same picture', async () => {
    const bytes = await photo('#abcdef');
    const a = await createCourse(app, admin.user.id);
    const b = await createCourse(app, admin.user.id);
    const shared = (await upload(a.id, bytes)).body.data;
    await upload(b.id, bytes);
    const onlyA = (await upload(a.id, await photo('#fedcba'))).body.data;
    await app.request('DELETE', `/api/courses/${a.id}`, { headers: bearer(admin) });
    expect((await fetchImage(shared.thumbnailURL)).res.status).toBe(200);
    expect((await fetchImage(onlyA.thumbnailURL)).res.status).toBe(404);
  });

  it('answers 404 for thumbnail paths that name nothing', async () => {
    for (const path of [
      '/api/courses/thumbnails/0123456789abcdef0123456789abcdef/1280x720.webp',
      '/api/courses/thumbnails/../../secrets/1280x720.webp',
      '/api/courses/thumbnails/0123456789abcdef0123456789abcdef/other.webp',
    ]) {
      expect((await fetchImage(path)).res.status).toBe(404);
    }
  });
});
