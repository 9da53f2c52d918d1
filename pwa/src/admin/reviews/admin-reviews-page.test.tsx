import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, never, ok, type ApiRoutes } from '../../test/api-stub.ts';
import { adminReview, adminReviewList } from '../../test/fixtures.ts';
import { renderScreen } from '../../test/render-screen.tsx';
import AdminArea from '../admin-area.tsx';
import { ADMIN, VALIDATE } from '../admin-test-fixtures.ts';
import AdminReviewsPage from './admin-reviews-page.tsx';

const LIST = 'GET /api/admin/reviews';
const PATCH = 'PATCH /api/admin/reviews/:id';
const SHOWN = adminReview();
const HIDDEN = adminReview({
  id: 'review-2',
  learnerName: 'Dawit Bekele',
  learnerEmail: 'dawit@example.com',
  rating: 1,
  review: 'Rude words here.',
  hidden: true,
});
const STARS_ONLY = adminReview({ id: 'review-3', review: null, rating: 5 });

const reviewsPage = (api: ApiRoutes, language?: 'ti') =>
  renderScreen(AdminReviewsPage, {
    route: '/admin/reviews',
    layout: AdminArea,
    admin: ADMIN,
    language,
    api: { [VALIDATE]: ok({ admin: ADMIN }), ...api },
  });

describe('AdminReviewsPage', () => {
  it('lists every rating, hidden ones marked, with its title', async () => {
    const page = await reviewsPage({ [LIST]: ok(adminReviewList([SHOWN, HIDDEN, STARS_ONLY])) });
    const rows = await screen.findAllByTestId('admin-review');
    expect(rows).toHaveLength(3);
    expect(document.title).toBe('Reviews | Admin | Selam Academy');
    expect(screen.getByTestId('reviews-total').textContent).toBe('3 ratings');
    expect(within(rows[0]!).getByText('4 stars')).toBeTruthy();
    expect(within(rows[0]!).getByRole('link', { name: 'Camera Basics' }).getAttribute('href')).toBe(
      '/admin/courses/course-1',
    );
    expect(within(rows[1]!).getByText('Hidden')).toBeTruthy();
    expect(within(rows[2]!).getByText('Stars only, no review')).toBeTruthy();
    expect(within(rows[2]!).queryByRole('button')).toBeNull();
    expect(page.api.calls(LIST)[0]?.query.get('page')).toBe('1');
    expect(screen.getByRole('link', { name: 'Reviews' }).getAttribute('aria-current')).toBe('page');
  });

  it('hides a review and shows a hidden one again', async () => {
    const page = await reviewsPage({
      [LIST]: ok(adminReviewList([SHOWN, HIDDEN])),
      [PATCH]: (request) =>
        ok({ id: request.params.id, hidden: (request.body as { hidden: boolean }).hidden }),
    });
    await page.user.click(
      await screen.findByRole('button', {
        name: 'Hide the review of Selam Tesfay on Camera Basics',
      }),
    );
    expect(await screen.findByText('The review is hidden.')).toBeTruthy();
    expect(page.api.calls(PATCH)[0]).toMatchObject({
      params: { id: 'review-1' },
      body: { hidden: true },
    });
    const [first] = screen.getAllByTestId('admin-review');
    expect(within(first!).getByText('Hidden')).toBeTruthy();
    await page.user.click(
      screen.getByRole('button', { name: 'Show the review of Dawit Bekele on Camera Basics' }),
    );
    expect(await screen.findByText('The review is shown again.')).toBeTruthy();
    expect(page.api.calls(PATCH)[1]?.body).toEqual({ hidden: false });
  });

  it('says it is loading', async () => {
    await reviewsPage({ [LIST]: never });
    expect((await screen.findByText('Loading reviews…')).closest('[role="status"]')).toBeTruthy();
  });

  it('says there is no rating yet', async () => {
    await reviewsPage({ [LIST]: ok(adminReviewList([])) });
    expect((await screen.findByTestId('admin-reviews-empty')).textContent).toContain(
      'No ratings yet',
    );
  });

  it('explains a failed load, in Tigrinya', async () => {
    await reviewsPage({ [LIST]: fail(500, 'Internal error') }, 'ti');
    expect((await screen.findByRole('alert')).textContent).toContain('ርእይቶታት ክጽዓኑ ኣይከኣሉን');
  });
});
