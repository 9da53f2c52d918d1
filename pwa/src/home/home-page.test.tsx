import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_CONFIG, type RatingSummary } from '@academy/shared';
import { fail, networkFailure, never, ok } from '../test/api-stub.ts';
import { courseList, courseSummary } from '../test/fixtures.ts';
import { goOffline, renderScreen } from '../test/render-screen.tsx';
import HomePage from './home-page.tsx';

const route = '/';
/** Nobody rated yet: the hero shows the site configuration's claims. */
const NO_RATINGS = {
  'GET /api/ratings/summary': ok<RatingSummary>({ average: null, count: 0, learners: 0 }),
};
const featured = () => screen.getByTestId('featured-courses');
const COURSES = ['Camera Basics', 'Photo Editing', 'YouTube Mastery', 'Video Editing'].map(
  (title, i) => courseSummary({ _id: `c${i + 1}`, title }),
);

describe('HomePage', () => {
  it('shows the hero and the sections while the featured courses load', async () => {
    const page = await renderScreen(HomePage, {
      route,
      api: { ...NO_RATINGS, 'GET /api/courses': never },
    });
    expect(document.title).toBe(DEFAULT_SITE_CONFIG.appName);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Learn digital media skills in your own language',
    );
    const hero = within(screen.getByTestId('hero-current'));
    for (const figure of ['100+ students', '10+ hours', '4.9 rating'])
      expect(hero.getByText(figure)).toBeTruthy();
    for (const title of ['Why learn with us', 'Frequently asked questions', 'Start learning today'])
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeTruthy();
    expect(within(featured()).queryAllByRole('link', { name: /Camera/ })).toHaveLength(0);
    expect(page.api.calls('GET /api/courses')[0]?.query.get('limit')).toBe('6');
  });

  it('shows the real average and learner count once learners rated a course', async () => {
    await renderScreen(HomePage, {
      route,
      api: {
        'GET /api/courses': ok(courseList([])),
        'GET /api/ratings/summary': ok<RatingSummary>({ average: 4.3, count: 7, learners: 1234 }),
      },
    });
    const hero = within(screen.getByTestId('hero-current'));
    expect(await hero.findByText('4.3 rating')).toBeTruthy();
    expect(hero.getByText('1,234 students')).toBeTruthy();
  });

  it('features the first three courses, each a link to its page', async () => {
    const page = await renderScreen(HomePage, {
      route,
      api: { ...NO_RATINGS, 'GET /api/courses': ok(courseList(COURSES)) },
    });
    await within(featured()).findByRole('link', { name: 'Camera Basics' });
    const titles = within(featured())
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual(['Camera Basics', 'Photo Editing', 'YouTube Mastery']);
    await page.user.click(within(featured()).getByRole('link', { name: 'View all courses' }));
    expect(page.location()).toBe('/courses');
  });

  it('says there is no course yet', async () => {
    await renderScreen(HomePage, {
      route,
      api: { ...NO_RATINGS, 'GET /api/courses': ok(courseList([])) },
    });
    expect(await within(featured()).findByText('No courses yet. Check back soon.')).toBeTruthy();
  });

  it('explains a failure to load the featured courses, and Try Again loads them', async () => {
    const page = await renderScreen(HomePage, {
      route,
      api: { ...NO_RATINGS, 'GET /api/courses': fail(500, 'Internal error') },
    });
    const alert = await within(featured()).findByRole('alert');
    expect(alert.textContent).toContain('Failed to load featured courses');
    page.api.set({ 'GET /api/courses': ok(courseList(COURSES.slice(0, 1))) });
    await page.user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await within(featured()).findByRole('link', { name: 'Camera Basics' })).toBeTruthy();
  });

  it('offline, says so and keeps the rest of the page', async () => {
    await renderScreen(HomePage, {
      route,
      api: { ...NO_RATINGS, 'GET /api/courses': networkFailure },
    });
    expect(await within(featured()).findByRole('alert')).toBeTruthy();
    expect(featured().textContent).toContain('We could not reach the academy.');
    goOffline();
    expect((await screen.findByTestId('offline-banner')).textContent).toContain("You're offline.");
    expect(screen.getByRole('heading', { level: 2, name: 'Why learn with us' })).toBeTruthy();
  });

  it("jumps to a hero slide from its dot and answers the home page's questions", async () => {
    const page = await renderScreen(HomePage, {
      route,
      api: { ...NO_RATINGS, 'GET /api/courses': ok(courseList([])) },
    });
    await page.user.click(screen.getByRole('button', { name: 'Show slide 4 of 4' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Earn a certificate you can share' }),
    ).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Show slide 4 of 4' }).getAttribute('aria-current'),
    ).toBe('true');
    const question = screen.getByRole('button', { name: 'Are purchases final?' });
    await page.user.click(question);
    expect(question.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('region', { name: 'Are purchases final?' }).textContent).toContain(
      'not refundable',
    );
  });

  it('speaks Tigrinya', async () => {
    await renderScreen(HomePage, {
      route,
      language: 'ti',
      api: { ...NO_RATINGS, 'GET /api/courses': ok(courseList([])) },
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'ክእለታት ዲጂታላዊ ሚድያ ብቋንቋኹም ተማሃሩ',
    );
    expect(await within(featured()).findByText('ገና ኮርስ የለን። ቀልጢፍኩም ተመለሱ።')).toBeTruthy();
  });
});
