import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, eventually, startTestApp, type TestApp } from '../../test/harness.ts';
import { createAdmin, createLearner, type SignedInUser } from '../../test/fixtures/accounts.ts';
import { createCourse, givePurchase } from '../../test/fixtures/catalogue.ts';
import {
  GEEZ_CERTIFICATE,
  GEEZ_COURSE,
  GEEZ_LEARNER,
  issueCertificate,
} from '../../test/fixtures/certificates.ts';

const run = promisify(execFile);

/**
 * The certificate's files and its public check: the PDF (owner only; Ge'ez as real text; a QR code of
 * the verification link), the sharing image, verification and the learner's list. Completion itself is
 * the learning capability's (certificate-generate.test.ts goes through it); here its answer is given.
 */

let app: TestApp;
let admin: SignedInUser;
let learner: SignedInUser;
let other: SignedInUser;
let courseId: string;

beforeAll(async () => {
  app = await startTestApp({ PUBLIC_URL: 'https://academy.example' });
  admin = await createAdmin(app);
  learner = await createLearner(app, GEEZ_LEARNER);
  other = await createLearner(app);
  courseId = (await createCourse(app, admin.user.id, GEEZ_COURSE)).id;
  await givePurchase(app, learner.user.id, courseId);
  await givePurchase(app, other.user.id, courseId);
});

const issue = (user: SignedInUser) => issueCertificate(app, user, courseId);

async function downloadPdf(user: SignedInUser, certificateId: string) {
  const res = await fetch(`${app.url}/api/certificates/download/${certificateId}`, {
    headers: bearer(user),
  });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

describe('the PDF', () => {
  let certificateId: string;
  beforeAll(async () => {
    certificateId = await issue(learner);
  });

  it('downloads for its owner only, named after the course', async () => {
    const { res, bytes } = await downloadPdf(learner, certificateId);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain(
      `filename*=UTF-8''certificate-${encodeURIComponent('ምድላው-ቪድዮ-ብስልኪ-phone-video-editing')}.pdf`,
    );
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await downloadPdf(other, certificateId)).res.status).toBe(403);
    expect((await fetch(`${app.url}/api/certificates/download/${certificateId}`)).status).toBe(401);
  });

  it('holds the Ge’ez name and the title as text, and a QR code of the verification link', async () => {
    const { bytes } = await downloadPdf(learner, certificateId);
    const dir = await mkdtemp(path.join(tmpdir(), 'academy-cert-'));
    try {
      await writeFile(path.join(dir, 'c.pdf'), bytes);
      const { stdout: text } = await run('pdftotext', ['-layout', path.join(dir, 'c.pdf'), '-']);
      expect(text).toContain(GEEZ_CERTIFICATE.studentName);
      expect(text).toContain(GEEZ_COURSE.title);
      expect(text).toContain(certificateId);
      const { stdout: fonts } = await run('pdffonts', [path.join(dir, 'c.pdf')]);
      expect(fonts).toMatch(/NotoSansEthiopic.*yes\s+yes\s+yes/);
      await run('pdftoppm', [
        '-png',
        '-r',
        '150',
        '-singlefile',
        path.join(dir, 'c.pdf'),
        path.join(dir, 'page'),
      ]);
      const { stdout: qr } = await run('zbarimg', ['-q', '--raw', path.join(dir, 'page.png')]);
      expect(qr.trim()).toBe(`https://academy.example/verify/${certificateId}`);
      const png = await readFile(path.join(dir, 'page.png'));
      // A4 landscape: wider than tall.
      expect(png.readUInt32BE(16)).toBeGreaterThan(png.readUInt32BE(20));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('has a sharing image', async () => {
    const image = await eventually(async () => {
      const res = await fetch(`${app.url}/api/certificates/image/${certificateId}.png`);
      return res.status === 200 ? res : null;
    });
    expect(image.headers.get('content-type')).toBe('image/png');
  });
});

describe('verifying', () => {
  let certificateId: string;
  beforeAll(async () => {
    certificateId = await issue(learner);
  });

  it('shows what the certificate recorded to anyone', async () => {
    const res = await app.request('GET', `/api/certificates/verify/${certificateId}`);
    expect(res.status).toBe(200);
    expect(res.body.data.certificate).toMatchObject({
      certificateId,
      ...GEEZ_CERTIFICATE,
      platformName: 'Selam Academy',
    });
    expect(res.body.data.verification.isValid).toBe(true);
    expect(Date.now() - Date.parse(res.body.data.verification.verifiedAt)).toBeLessThan(60_000);
  });

  it('accepts lower case and stray spaces', async () => {
    const typed = encodeURIComponent(`  ${certificateId.toLowerCase().replace('-', ' - ')} `);
    const res = await app.request('GET', `/api/certificates/verify/${typed}`);
    expect(res.status).toBe(200);
    expect(res.body.data.certificate.certificateId).toBe(certificateId);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = await app.request('GET', '/api/certificates/verify/CERT-AAAAAA-BBBBBB');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Certificate not found');
    const malformed = await app.request('GET', '/api/certificates/verify/HELLO');
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe('must start with CERT-');
  });

  it('lists only the learner’s own certificates', async () => {
    const mine = await app.request('GET', '/api/certificates/user', { headers: bearer(learner) });
    expect(
      mine.body.data.certificates.map((c: { certificateId: string }) => c.certificateId),
    ).toEqual([certificateId]);
    const theirs = await app.request('GET', '/api/certificates/user', { headers: bearer(other) });
    expect(theirs.body.data.certificates).toEqual([]);
    expect((await app.request('GET', '/api/certificates/user')).status).toBe(401);
  });
});
