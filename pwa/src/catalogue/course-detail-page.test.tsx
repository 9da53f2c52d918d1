import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_CONFIG } from '@academy/shared';
import { fail, networkFailure, never, ok, type ApiRoutes } from '../test/api-stub.ts';
import { courseDetail, LEARNER, reviewList } from '../test/fixtures.ts';
import { renderScreen } from '../test/render-screen.tsx';
import CourseDetailPage from './course-detail-page.tsx';
import { catalogueKeys } from '../courses/catalogue-queries.ts';

const ID = '0b6f2a39-3f4c-4c1e-9d55-5a8f1c2e7a10';
const COURSE = courseDetail({ _id: ID, id: ID, title: 'Camera Basics', price: 40 });
const route = '/course/:id';
const at = `/course/${ID}`;
const appName = DEFAULT_SITE_CONFIG.appName;
/** The in-page player's lesson list (learning capability); its failure only hides the player. */
const NO_PREVIEW: ApiRoutes = { 'GET /api/videos/course/:id/version/1': fail(404, 'No lessons') };
/** The reviews panel (ratings/course-reviews.test.tsx tests it). */
const NO_REVIEWS: ApiRoutes = { 'GET /api/courses/:id/reviews': ok(reviewList([])) };

describe('CourseDetailPage', () => {
  it('says it is loading the course', async () => {
    await renderScreen(CourseDetailPage, { route, at, api: { 'GET /api/courses/:id': never } });
    expect(screen.getByRole('status').textContent).toBe('Loading course…');
  });

  it('shows the course, its statistics, curriculum and price, with its title', async () => {
    const page = await renderScreen(CourseDetailPage, {
      route,
      at,
      api: { 'GET /api/courses/:id': ok({ course: COURSE }), ...NO_PREVIEW, ...NO_REVIEWS },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Camera Basics' })).toBeTruthy();
    expect(document.title).toBe(`Camera Basics | ${appName}`);
    expect(page.api.calls('GET /api/courses/:id')[0]?.params.id).toBe(ID);
    const stats = within(screen.getByTestId('course-stats'));
    expect(stats.getByText('Students').nextElementSibling?.textContent).toBe('12');
    expect(stats.getByText('Lessons').nextElementSibling?.textContent).toBe('2');
    expect(stats.getByText('Language').nextElementSibling?.textContent).toBe('English');
    expect(screen.getByText('What is a browser?')).toBeTruthy();
    expect(screen.getByText('Servers and requests')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'What you will learn' })).toBeTruthy();
    expect(within(screen.getByTestId('price-card')).getByText('$40')).toBeTruthy();
  });

  it("sends a visitor's Enroll to the login, to come back to the course", async () => {
    const page = await renderScreen(CourseDetailPage, {
      route,
      at,
      api: { 'GET /api/courses/:id': ok({ course: COURSE }), ...NO_PREVIEW, ...NO_REVIEWS },
    });
    await page.user.click(await screen.findByRole('button', { name: 'Enroll now' }));
    expect(page.location()).toBe('/login');
    expect(page.router.state.location.state).toEqual({ from: at });
  });

  it('tells a learner who bought the course to start learning', async () => {
    await renderScreen(CourseDetailPage, {
      route,
      at,
      learner: LEARNER,
      api: {
        'GET /api/courses/:id': ok({ course: { ...COURSE, userHasPurchased: true } }),
        'GET /api/auth/me': ok(LEARNER),
        ...NO_PREVIEW,
        ...NO_REVIEWS,
      },
    });
    expect(await screen.findByText('Course purchased')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start learning' }).getAttribute('href')).toBe(
      `/course/${ID}/watch/video-1`,
    );
  });

  it('says the course does not exist, with a way back to the catalogue', async () => {
    await renderScreen(CourseDetailPage, {
      route,
      at,
      api: { 'GET /api/courses/:id': fail(404, 'Course not found') },
    });
    expect(await screen.findByRole('heading', { name: 'Course not found' })).toBeTruthy();
    expect(document.title).toBe(`Course not found | ${appName}`);
    expect(screen.getByRole('link', { name: 'Browse courses' }).getAttribute('href')).toBe(
      '/courses',
    );
  });

  it('explains a failure to load, and Try Again loads the course', async () => {
    const page = await renderScreen(CourseDetailPage, {
      route,
      at,
      api: { 'GET /api/courses/:id': networkFailure, ...NO_PREVIEW, ...NO_REVIEWS },
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load course');
    expect(alert.textContent).toContain('We could not reach the academy.');
    page.api.set({ 'GET /api/courses/:id': ok({ course: COURSE }) });
    await page.user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Camera Basics' })).toBeTruthy();
  });

  it('offline, shows the saved copy and says buying needs the internet', async () => {
    await renderScreen(CourseDetailPage, {
      route,
      at,
      offline: true,
      api: { 'GET /api/courses/:id': networkFailure, ...NO_PREVIEW, ...NO_REVIEWS },
      seed: (client) => client.setQueryData(catalogueKeys.course(ID, null), COURSE),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Camera Basics' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enroll now' })).toHaveProperty('disabled', true);
    expect(screen.getByTestId('needs-network').textContent).toBe(
      'This needs an internet connection. Try again when you are back online.',
    );
  });

  it('speaks Tigrinya', async () => {
    await renderScreen(CourseDetailPage, {
      route,
      at,
      language: 'ti',
      api: { 'GET /api/courses/:id': ok({ course: COURSE }), ...NO_PREVIEW, ...NO_REVIEWS },
    });
    expect(await screen.findByRole('heading', { name: 'ብዛዕባ እዚ ኮርስ' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ሕጂ ተመዝገቡ' })).toBeTruthy();
  });
});
