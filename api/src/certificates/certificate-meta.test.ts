import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { servePwaFrom } from '../../test/pwa-server.ts';
import { createAdmin, createLearner } from '../../test/fixtures/accounts.ts';
import { createCourse } from '../../test/fixtures/catalogue.ts';
import { newCertificateId } from './certificate-id.ts';
import { insertCertificate } from './certificate.repository.ts';

/**
 * What WhatsApp, Telegram and Facebook read when a certificate link is shared: the Open Graph and
 * Twitter tags the server writes into the HTML of /verify/{id} (their crawlers run no JavaScript).
 */
let app: TestApp;
let closeServer: () => Promise<void>;
let base: string;
let distDir: string;
let certificateId: string;

beforeAll(async () => {
  app = await startTestApp({ PUBLIC_URL: 'https://academy.example' });
  distDir = mkdtempSync(path.join(tmpdir(), 'academy-dist-'));
  writeFileSync(
    path.join(distDir, 'index.html'),
    '<!doctype html><html><head><title>Selam Academy</title></head><body><div id="root"></div></body></html>',
  );
  const admin = await createAdmin(app);
  const learner = await createLearner(app);
  const course = await createCourse(app, admin.user.id, { title: 'Photo <b>Editing</b> & "more"' });
  certificateId = newCertificateId();
  await insertCertificate(app.ctx.database.db, {
    certificateId,
    userId: learner.user.id,
    courseId: course.id,
    studentName: 'ሄለን <script>alert(1)</script>',
    courseTitle: course.title,
    instructorName: 'Dawit',
    completionDate: new Date('2026-11-20T10:00:00Z'),
    totalLessons: 3,
    completedLessons: 3,
    completionPercentage: 100,
    language: 'ti',
  });
  ({ base, close: closeServer } = await servePwaFrom(app, distDir));
});

afterAll(async () => {
  await closeServer();
  rmSync(distDir, { recursive: true, force: true });
});

const page = async (pathname: string) =>
  (await fetch(`${base}${pathname}`, { headers: { accept: 'text/html' } })).text();
const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];

describe('the verification page as shared', () => {
  it('names the student and the course, with a large picture of the certificate', async () => {
    const html = await page(`/verify/${certificateId}`);
    expect(meta(html, 'og:title')).toContain('ሄለን');
    expect(meta(html, 'og:title')).toContain(
      'Photo &#60;b&#62;Editing&#60;/b&#62; &#38; &#34;more&#34;',
    );
    expect(meta(html, 'og:description')).toContain('check it against the academy’s records');
    expect(meta(html, 'og:url')).toBe(`https://academy.example/verify/${certificateId}`);
    expect(meta(html, 'og:image')).toBe(
      `https://academy.example/api/certificates/image/${certificateId}.png`,
    );
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('<div id="root">');
  });

  it('finds the certificate from a lower-case link too', async () => {
    const html = await page(`/verify/${certificateId.toLowerCase()}`);
    expect(meta(html, 'og:url')).toBe(`https://academy.example/verify/${certificateId}`);
  });

  it("writes names holding replacement patterns ($&, $`, $', $1) as they are (issue 24)", async () => {
    const db = app.ctx.database.db;
    const admin = await createAdmin(app);
    for (const name of ['Abel $& Tesfay', 'Abel $` Tesfay', "Abel $' Tesfay", 'Abel $1 Tesfay']) {
      const learner = await createLearner(app);
      const course = await createCourse(app, admin.user.id);
      const id = newCertificateId();
      await insertCertificate(db, {
        certificateId: id,
        userId: learner.user.id,
        courseId: course.id,
        studentName: name,
        courseTitle: course.title,
        instructorName: 'Dawit',
        completionDate: new Date('2026-11-20T10:00:00Z'),
        totalLessons: 1,
        completedLessons: 1,
        completionPercentage: 100,
        language: 'en',
      });
      const html = await page(`/verify/${id}`);
      const escaped = name.replace(/&/g, '&#38;').replace(/'/g, '&#39;');
      expect(meta(html, 'og:title')).toBe(`${escaped} · ${course.title} · Selam Academy`);
      // The page around the tags is untouched: one head, one root, no copy of either.
      expect(html.match(/<head>/g)).toHaveLength(1);
      expect(html.match(/<\/head>/g)).toHaveLength(1);
      expect(html.match(/<div id="root">/g)).toHaveLength(1);
      expect(html.match(/og:title/g)).toHaveLength(1);
    }
  });

  it('adds nothing for an unknown id or another page', async () => {
    expect(await page('/verify/CERT-AAAAAA-BBBBBB')).not.toContain('og:title');
    expect(await page('/courses')).not.toContain('og:title');
  });
});
