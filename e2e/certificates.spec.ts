import type { APIRequestContext, Page } from '@playwright/test';
import type { DashboardCourse } from '@academy/shared';
import { baseURL } from '../playwright.config.ts';
import { academyApi, demoSignIn, expect, openIn, test } from './fixtures.ts';
import { finishLessonsOffline } from './watched-offline.ts';

/**
 * Certificates and the WhatsApp group link (spec 000 §2, §4) on the real server and its demo data: the
 * demo learner finishes the demo course (progress written through the API as from downloaded lessons
 * watched offline: the test is about certificates, and that path needs no waiting),
 * generates the certificate from the dashboard, finds it on /certificates, downloads and shares it; a
 * visitor verifies it by typing its id; the learner joins the course's group from the watch page.
 */
// A page of our own stands in for WhatsApp: the test never leaves the machine.
const INVITE = `${baseURL}/about?whatsapp-e2e=1`;
const SHOTS = 'test-results/certificates';

let api: APIRequestContext;
let token: string;
let course: DashboardCourse;
const asLearner = () => ({ Authorization: `Bearer ${token}` });

async function dashboardCourses(): Promise<DashboardCourse[]> {
  const res = await api.get('/api/progress/dashboard', { headers: asLearner() });
  expect(res.ok(), await res.text()).toBeTruthy();
  return (await res.json()).data.courses;
}

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(240_000);
  api = await academyApi(playwright);
  token = (await demoSignIn(api, 'learner')).token;
  await expect
    .poll(
      async () => (await dashboardCourses()).find((c) => /YouTube/.test(c.title))?.totalLessons,
      { timeout: 200_000, intervals: [2_000] },
    )
    .toBe(3);
  course = (await dashboardCourses()).find((c) => /YouTube/.test(c.title))!;
  await finishLessonsOffline(api, token, course._id, course.videos);
  const adminToken = (await demoSignIn(api, 'admin')).token;
  const edit = await api.put(`/api/courses/${course._id}`, {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: { hasWhatsappGroup: true, whatsappGroupLink: INVITE },
  });
  expect(edit.ok(), await edit.text()).toBeTruthy();
});

test.afterAll(async () => {
  await api.dispose();
});

const COPY = {
  en: { generate: 'Get certificate', view: 'View certificate', copied: 'Link copied to clipboard' },
  ti: { generate: 'ምስክር ወረቐት ውሰዱ', view: 'ምስክር ወረቐት ርኣዩ', copied: 'መላግቦ ተቐዲሑ' },
} as const;

async function signIn(page: Page) {
  await page.addInitScript((value) => {
    localStorage.setItem('cookie_consent', 'false');
    localStorage.setItem('token', value);
    // Headless Chromium has no share sheet on Linux; make sure of it, so the copy fallback is tested.
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
  }, token);
}

for (const language of ['ti', 'en'] as const) {
  test(`a learner who finished a course gets, downloads and shares its certificate (${language}) @phone`, async ({
    page,
    context,
  }, info) => {
    const copy = COPY[language];
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await signIn(page);
    await openIn(page, '/dashboard', language);
    const card = page.locator(`[data-testid=dashboard-course][data-course-id="${course._id}"]`);
    const view = card.getByRole('link', { name: copy.view });
    const generate = card.getByRole('button', { name: copy.generate });
    await expect(view.or(generate)).toBeVisible();
    if (await generate.isVisible()) await generate.click();
    await view.click();

    await expect(page).toHaveURL(/\/certificates\?certificate=CERT-[A-Z0-9]{6}-[A-Z0-9]{6}$/);
    const certificateId = new URL(page.url()).searchParams.get('certificate')!;
    const item = page.locator(`article[id="${certificateId}"]`);
    await expect(item).toContainText(course.title);
    await expect(item).toContainText(certificateId.slice(-8));
    await page.screenshot({
      path: `${SHOTS}/certificates-${language}-${info.project.name}.png`,
      fullPage: true,
    });

    const download = page.waitForEvent('download');
    await item
      .getByRole('button', { name: language === 'en' ? 'Download PDF' : 'PDF ኣውርዱ' })
      .click();
    expect((await download).suggestedFilename()).toMatch(/^certificate-.+\.pdf$/);

    await item.getByRole('button', { name: language === 'en' ? 'Share' : 'ኣካፍሉ' }).click();
    await expect(item.getByRole('status')).toContainText(copy.copied);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${baseURL}/verify/${certificateId}`,
    );
  });
}

test('a visitor verifies a certificate by typing its id, and sees the failure box for a wrong one @phone', async ({
  page,
}, info) => {
  const list = await api.get('/api/certificates/user', { headers: asLearner() });
  let certificateId: string = (await list.json()).data.certificates[0]?.certificateId;
  if (!certificateId) {
    const made = await api.post('/api/certificates/generate', {
      headers: asLearner(),
      data: { courseId: course._id },
    });
    certificateId = (await made.json()).data.certificate.certificateId;
  }
  await page.addInitScript(() => localStorage.setItem('cookie_consent', 'false'));
  await openIn(page, '/verify', 'en');
  const field = page.getByLabel('Certificate ID');
  await field.fill('HELLO');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('A certificate ID must start with CERT-.')).toBeVisible();

  await field.fill(`  ${certificateId.toLowerCase()} `);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(`/verify/${certificateId}`);
  const result = page.getByTestId('verify-result');
  await expect(result).toContainText('Certificate verified');
  await expect(result).toContainText('Demo');
  await expect(result).toContainText(course.title);
  await expect(result).toContainText('checked against Selam Academy’s own records');
  await expect(result).not.toContainText(/blockchain/i);
  await page.screenshot({ path: `${SHOTS}/verify-en-${info.project.name}.png`, fullPage: true });

  await page.getByLabel('Certificate ID').fill('CERT-AAAAAA-BBBBBB');
  await page.getByRole('button', { name: 'Verify' }).click();
  const failure = page.getByTestId('verify-failure');
  await expect(failure).toContainText('Certificate not found');
  await expect(failure).toContainText('CERT-AAAAAA-BBBBBB');
  await failure.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByLabel('Certificate ID')).toBeFocused();
});

const MALFORMED = {
  en: {
    title: 'Verification failed',
    format: 'not the format of a certificate ID',
    tryAgain: 'Try again',
    help: 'Get help',
  },
  ti: {
    title: 'ምርግጋጽ ኣይተዓወተን',
    format: 'ቅርጺ መለለዪ ምስክር ወረቐት ኣይኮነን',
    tryAgain: 'እንደገና ፈትኑ',
    help: 'ሓገዝ ርኸቡ',
  },
} as const;

for (const language of ['en', 'ti'] as const) {
  test(`a malformed verification link shows the failure box with the searched id (${language}) @phone`, async ({
    page,
  }, info) => {
    const copy = MALFORMED[language];
    await page.addInitScript(() => localStorage.setItem('cookie_consent', 'false'));
    await openIn(page, '/verify/CERT-12AB', language);
    const failure = page.getByTestId('verify-failure');
    await expect(failure).toContainText(copy.title);
    await expect(failure).toContainText('CERT-12AB');
    await expect(failure).toContainText(copy.format);
    await expect(failure.getByRole('listitem')).toHaveCount(4);
    await expect(failure.getByRole('link', { name: copy.help })).toHaveAttribute(
      'href',
      '/help-center',
    );
    await page.screenshot({
      path: `${SHOTS}/verify-malformed-${language}-${info.project.name}.png`,
      fullPage: true,
    });
    await failure.getByRole('button', { name: copy.tryAgain }).click();
    await expect(failure).toHaveCount(0);
    await expect(page.getByRole('textbox')).toBeFocused();
  });
}

test('the learner joins the course group from the watch page; the link then refuses a second use', async ({
  page,
  context,
}) => {
  await signIn(page);
  await openIn(page, `/course/${course._id}/watch/${course.videos[0]!._id}`, 'en');
  const block = page.getByTestId('group-join-block');
  const answer = page.waitForResponse(/\/group-token$/);
  await block.getByRole('button', { name: 'Join the WhatsApp group' }).click();
  const { joinUrl } = (await (await answer).json()).data;
  const tab = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Open WhatsApp' }).click();
  const opened = await tab;
  await expect(opened).toHaveURL(INVITE);
  await opened.close();

  await page.goto(joinUrl);
  await expect(page).toHaveURL(new RegExp(`/group-link-expired\\?course=${course._id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'This WhatsApp group link has expired',
  );
  await expect(page.getByTestId('group-join-block')).toBeVisible();
});
