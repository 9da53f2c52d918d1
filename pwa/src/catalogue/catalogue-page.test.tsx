import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, networkFailure, never, ok } from '../test/api-stub.ts';
import { courseList, courseSummary, NO_FACETS } from '../test/fixtures.ts';
import { renderScreen } from '../test/render-screen.tsx';
import CataloguePage from './catalogue-page.tsx';
import { CATALOGUE_DEFAULTS } from '../courses/catalogue-params.ts';
import { catalogueKeys } from '../courses/catalogue-queries.ts';

const route = '/courses';
const WEB = courseSummary({ _id: 'c1', title: 'Introduction to the Web' });
const PHOTO = courseSummary({ _id: 'c2', title: 'Photo Editing Basics', price: 0 });

describe('CataloguePage', () => {
  it('shows skeletons and says it is loading while the list is on its way', async () => {
    await renderScreen(CataloguePage, {
      route,
      api: { 'GET /api/courses': never, 'GET /api/courses/facets': never },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Courses' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading courses…');
    expect(document.title).toBe('Courses | Selam Academy');
  });

  it('lists the courses, each a link to its page', async () => {
    const page = await renderScreen(CataloguePage, {
      route,
      api: {
        'GET /api/courses': ok(courseList([WEB, PHOTO])),
        'GET /api/courses/facets': ok(NO_FACETS),
      },
    });
    const results = await screen.findByRole('region', { name: 'Courses' });
    await within(results).findByRole('link', { name: 'Introduction to the Web' });
    expect(
      within(results)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Introduction to the Web', 'Photo Editing Basics']);
    expect(screen.getByText('Showing 2 of 2 courses')).toBeTruthy();
    await page.user.click(screen.getByRole('link', { name: 'Photo Editing Basics' }));
    expect(page.location()).toBe('/course/c2');
  });

  it('sends the search to the API and offers to reset when nothing matches', async () => {
    const page = await renderScreen(CataloguePage, {
      route,
      api: {
        'GET /api/courses': (request) => ok(courseList(request.query.get('search') ? [] : [WEB])),
        'GET /api/courses/facets': ok(NO_FACETS),
      },
    });
    await screen.findByRole('link', { name: 'Introduction to the Web' });
    await page.user.type(screen.getByRole('searchbox', { name: 'Search courses' }), 'drone{Enter}');
    expect(await screen.findByText('No courses match your search')).toBeTruthy();
    expect(page.location()).toContain('search=drone');
    await page.user.click(screen.getByRole('button', { name: 'Reset filters' }));
    await screen.findByRole('link', { name: 'Introduction to the Web' });
    expect(page.location()).toBe('/courses');
  });

  it('says so when the academy has no course yet', async () => {
    await renderScreen(CataloguePage, {
      route,
      api: { 'GET /api/courses': ok(courseList([])), 'GET /api/courses/facets': ok(NO_FACETS) },
    });
    expect(await screen.findByText('No courses yet')).toBeTruthy();
  });

  it('explains a server failure and loads again on Try Again', async () => {
    const page = await renderScreen(CataloguePage, {
      route,
      api: {
        'GET /api/courses': fail(503, 'Service unavailable'),
        'GET /api/courses/facets': ok(NO_FACETS),
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load courses');
    expect(alert.textContent).toContain('The academy could not answer just now.');
    page.api.set({ 'GET /api/courses': ok(courseList([WEB])) });
    await page.user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('link', { name: 'Introduction to the Web' })).toBeTruthy();
  });

  it('tells a learner without a connection to check it, in Tigrinya', async () => {
    await renderScreen(CataloguePage, {
      route,
      language: 'ti',
      api: { 'GET /api/courses': networkFailure, 'GET /api/courses/facets': networkFailure },
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('ኮርሳት ክጽዕኑ ኣይከኣሉን');
    expect(alert.textContent).toContain('ምስ ኣካዳሚ ክንራኸብ ኣይከኣልናን።');
  });

  it('shows the copy saved in an earlier visit while offline, and says it is offline', async () => {
    await renderScreen(CataloguePage, {
      route,
      offline: true,
      api: { 'GET /api/courses': networkFailure, 'GET /api/courses/facets': networkFailure },
      // What query-persistence restores: the list as the catalogue asked for it last time.
      seed: (client) =>
        client.setQueryData(catalogueKeys.list(CATALOGUE_DEFAULTS, null), courseList([WEB])),
    });
    expect(screen.getByRole('link', { name: 'Introduction to the Web' })).toBeTruthy();
    expect(screen.getByTestId('offline-banner').textContent).toContain("You're offline.");
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
