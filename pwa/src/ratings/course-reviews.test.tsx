import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import CourseDetailPage from '../catalogue/course-detail-page.tsx';
import { fail, networkFailure, never, ok, type Handler } from '../test/api-stub.ts';
import { courseDetail, publicReview, reviewList } from '../test/fixtures.ts';
import { renderScreen } from '../test/render-screen.tsx';

/** The course page's stars and reviews (issue 25 §3). */
const REVIEWS = 'GET /api/courses/:id/reviews';
const RATING = { average: 4.3, count: 6 };
const COURSE = courseDetail({ _id: 'c1', id: 'c1', title: 'Camera Basics', rating: RATING });
const FIRST_FIVE = ['Selam', 'Dawit', 'Hana', 'Yonas', 'Meron'].map((firstName, i) =>
  publicReview({ id: `r${i}`, firstName, rating: 5 - (i % 2), review: `Review by ${firstName}` }),
);
const LAST = publicReview({ id: 'r5', firstName: 'Luwam', rating: 3, review: 'Too fast for me.' });

const coursePage = (reviews: Handler, language?: 'ti') =>
  renderScreen(CourseDetailPage, {
    route: '/course/:id',
    at: '/course/c1',
    language,
    api: {
      'GET /api/courses/:id': ok({ course: COURSE }),
      'GET /api/videos/course/:id/version/1': fail(404, 'No lessons'),
      [REVIEWS]: reviews,
    },
  });
const panel = async (name = 'Reviews') =>
  within((await screen.findByRole('heading', { name })).closest('section') ?? document.body);

describe('CourseReviews', () => {
  it('shows the stars in the hero and the latest reviews with first names, five more on request', async () => {
    const page = await coursePage((request) =>
      request.query.get('page') === '2'
        ? ok(reviewList([LAST], RATING, { page: 2, total: 6 }))
        : ok(reviewList(FIRST_FIVE, RATING, { total: 6 })),
    );
    await screen.findByRole('heading', { level: 1, name: 'Camera Basics' });
    expect(screen.getAllByText('Rated 4.3 out of 5 by 6 learners').length).toBeGreaterThan(0);
    const reviews = await panel();
    const items = await reviews.findAllByTestId('course-review');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Selam',
      'Dawit',
      'Hana',
      'Yonas',
      'Meron',
    ]);
    expect(within(items[1]!).getByText('4 stars')).toBeTruthy();
    expect(page.api.calls(REVIEWS)[0]?.query.get('limit')).toBe('5');
    await page.user.click(reviews.getByRole('button', { name: 'More reviews' }));
    expect(await reviews.findByText('Too fast for me.')).toBeTruthy();
    expect(reviews.getAllByTestId('course-review')).toHaveLength(6);
    expect(reviews.queryByRole('button', { name: 'More reviews' })).toBeNull();
  });

  it('says nobody reviewed the course yet', async () => {
    await coursePage(ok(reviewList([])), 'ti');
    const reviews = await panel('ርእይቶታት');
    expect((await reviews.findByTestId('reviews-empty')).textContent).toContain('ገና ርእይቶ የለን');
  });

  it('says the reviews are loading', async () => {
    await coursePage(never);
    const reviews = await panel();
    expect(reviews.getByRole('status').textContent).toContain('Loading reviews…');
  });

  it('explains a failed load and loads again on Try Again', async () => {
    const page = await coursePage(networkFailure);
    const reviews = await panel();
    const alert = await reviews.findByRole('alert');
    expect(alert.textContent).toContain('Reviews could not be loaded');
    page.api.set({ [REVIEWS]: ok(reviewList([LAST], { average: 3, count: 1 })) });
    await page.user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await reviews.findByText('Too fast for me.')).toBeTruthy();
  });
});
