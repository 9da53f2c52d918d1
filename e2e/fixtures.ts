import { test as base, expect, type Page } from '@playwright/test';

/** Opens the app in a chosen language by seeding local storage before the first script runs. */
export async function openIn(page: Page, path: string, language: 'ti' | 'en' = 'ti') {
  await page.addInitScript((lang) => {
    if (!sessionStorage.getItem('__e2e_lang_set')) {
      localStorage.setItem('language', lang);
      sessionStorage.setItem('__e2e_lang_set', '1');
    }
  }, language);
  await page.goto(path);
}

/** Reads the development mailbox (the outbox) through its JSON route, newest first. */
export async function mailbox(
  page: Page,
): Promise<Array<{ to: string; subject: string; text: string; links: string[] }>> {
  const res = await page.request.get('/api/dev/mailbox');
  expect(res.ok()).toBeTruthy();
  return (await res.json()).data.messages;
}

export const test = base;
export { expect };
