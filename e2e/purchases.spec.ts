import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { academyApi, demoTokens, expect, openIn, test } from './fixtures.ts';

/**
 * The profile's Purchases section (issue 25): a course bought through the built-in test checkout is
 * listed at /profile/purchases with its date, amount and status, its receipt downloads as a PDF, and
 * going offline disables the receipts with a note. Desktop and 360 px phone, Tigrinya and English.
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
async function newCourse(price: number): Promise<{ id: string; title: string }> {
  const title = `ቅብሊት ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const res = await api.post('/api/courses', {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: {
      title,
      description: 'Keep every receipt of the courses you bought.',
      price,
      category: 'photo',
      level: 'beginner',
      instructor: 'Selam Haile',
      status: 'active',
    },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return { id: ((await res.json()).data.course as { _id: string })._id, title };
}

const COPY = {
  ti: {
    pay: 'ክፈሉ',
    sections: 'ክፍልታት ኣካውንት',
    title: 'ዝዓደግክዎም',
    paid: 'ተኸፊሉ',
    download: /ቅብሊት ኣውርዱ/,
  },
  en: {
    pay: 'Pay',
    sections: 'Account sections',
    title: 'Purchases',
    paid: 'Paid',
    download: /Download receipt/,
  },
} as const;

for (const language of ['ti', 'en'] as const) {
  test(`@phone the purchases page lists a bought course and downloads its receipt (${language})`, async ({
    page,
    context,
  }, testInfo) => {
    const copy = COPY[language];
    const course = await newCourse(19.5);
    await openIn(page, `/course/${course.id}`, language);
    await page.getByTestId('enroll-button').click();
    await expect(page).toHaveURL(/\/api\/payment\/test-checkout\//);
    await page.getByRole('button', { name: copy.pay }).click();
    await expect(page).toHaveURL(`/checkout/success?courseId=${course.id}`);

    // The profile leads to its Purchases section, which has its own address.
    await page.goto('/profile');
    await page
      .getByRole('navigation', { name: copy.sections })
      .getByRole('link', { name: copy.title })
      .click();
    await expect(page).toHaveURL('/profile/purchases');
    await expect(page.getByRole('heading', { level: 1, name: copy.title })).toBeVisible();

    // The newest purchase comes first.
    const row = page.getByTestId('purchase').first();
    await expect(row.getByRole('link', { name: course.title })).toHaveAttribute(
      'href',
      `/course/${course.id}`,
    );
    await expect(row.getByTestId('purchase-amount')).toHaveText('$19.50 USD');
    await expect(row.getByTestId('purchase-status')).toHaveText(copy.paid);

    const project = testInfo.project.name;
    if (
      (project === 'phone' && language === 'ti') ||
      (project === 'desktop' && language === 'en')
    ) {
      await page.screenshot({
        path: testInfo.outputPath(`purchases-${language}-${project}.png`),
        fullPage: true,
      });
    }

    const download = page.waitForEvent('download');
    await row.getByRole('button', { name: copy.download }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^receipt-[0-9a-f-]{36}\.pdf$/);
    const bytes = await readFile((await file.path())!);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // Offline, the list stays and the receipts wait for the network, saying why.
    await context.setOffline(true);
    await expect(page.getByTestId('purchases-offline-note')).toBeVisible();
    await expect(row.getByRole('button', { name: copy.download })).toBeDisabled();
    await expect(row.getByRole('link', { name: course.title })).toBeVisible();
    await context.setOffline(false);
    await expect(row.getByRole('button', { name: copy.download })).toBeEnabled();
  });
}

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('@phone the purchases page opens offline from the saved copy, receipts explained (ti)', async ({
    page,
    context,
  }) => {
    await openIn(page, '/profile/purchases', 'ti');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
    const first = page.getByTestId('purchase').first().getByRole('link');
    await expect(first).toBeVisible();
    const title = (await first.textContent())!.trim();

    await context.setOffline(true);
    try {
      // Going offline saves the learner's answers at once; the reload waits for that save.
      const learnerRecords = () =>
        page.evaluate(
          () =>
            new Promise<string>((resolve) => {
              const open = indexedDB.open('academy-query-cache', 1);
              open.onsuccess = () => {
                const all = open.result.transaction('records').objectStore('records').getAll();
                all.onsuccess = () =>
                  resolve(
                    JSON.stringify(
                      (all.result as Array<{ userId: string | null }>).filter((r) => r.userId),
                    ),
                  );
              };
            }),
        );
      await expect.poll(learnerRecords, { timeout: 10_000 }).toContain(title);
      await page.reload();
      await expect(page.getByTestId('purchase').first().getByRole('link')).toHaveText(title);
      await expect(page.getByTestId('purchases-offline-note')).toBeVisible();
      await expect(
        page
          .getByTestId('purchase')
          .first()
          .getByRole('button', { name: /ቅብሊት ኣውርዱ/ }),
      ).toBeDisabled();
    } finally {
      await context.setOffline(false);
    }
  });
});
