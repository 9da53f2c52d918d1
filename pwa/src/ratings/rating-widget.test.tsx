import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RATING_MESSAGES, type MyRatingData } from '@academy/shared';
import MyCoursePage from '../learning/my-course-page.tsx';
import { fail, never, ok, type ApiRoutes } from '../test/api-stub.ts';
import { courseDetail, LEARNER, myRating } from '../test/fixtures.ts';
import { renderScreen } from '../test/render-screen.tsx';

/** The rating widget as the learner meets it: on My course (issue 25 §3). */
const RATING = 'GET /api/courses/:id/rating';
const SAVE = 'PUT /api/courses/:id/rating';
const REMOVE = 'DELETE /api/courses/:id/rating';
const OWNED = courseDetail({ userHasPurchased: true });
const RATED: MyRatingData = myRating({
  rating: { rating: 4, review: 'Good lessons.', updatedAt: '2026-11-20T10:00:00.000Z' },
  course: { average: 4, count: 1 },
});

const myCourse = (api: ApiRoutes, language?: 'ti') =>
  renderScreen(MyCoursePage, {
    route: '/my-course/:id',
    at: '/my-course/course-1',
    learner: LEARNER,
    language,
    api: {
      'GET /api/courses/:id': ok(OWNED),
      'GET /api/progress/course/:id': never,
      ...api,
    },
  });
const widget = async () => within(await screen.findByTestId('rating-widget'));
/** The widget once its form is there (the learner's rating loaded). */
const form = async () => {
  const box = await widget();
  await box.findAllByRole('radio');
  return box;
};

describe('RatingWidget', () => {
  it('says it is loading the rating', async () => {
    await myCourse({ [RATING]: never });
    expect((await widget()).getByRole('status').textContent).toContain('Loading your rating…');
  });

  it('rates a course with stars and a review, then offers to update it', async () => {
    const page = await myCourse({
      [RATING]: ok(myRating()),
      [SAVE]: (request) =>
        ok<MyRatingData>(
          myRating({
            rating: {
              rating: 4,
              review: (request.body as { review: string }).review,
              updatedAt: '2026-11-26T10:00:00.000Z',
            },
            course: { average: 4, count: 1 },
          }),
        ),
    });
    const box = await form();
    const stars = box.getByRole('group', { name: 'Your rating' });
    expect(within(stars).getAllByRole('radio')).toHaveLength(5);
    await page.user.click(box.getByRole('button', { name: 'Submit rating' }));
    expect(box.getByRole('alert').textContent).toBe('Choose from 1 to 5 stars.');
    expect(page.api.calls(SAVE)).toHaveLength(0);

    await page.user.click(within(stars).getByRole('radio', { name: '4 stars' }));
    await page.fill('Your review (optional)', 'Clear and practical.');
    expect(box.getByText(/^20 \/ 1000 characters/)).toBeTruthy();
    await page.user.click(box.getByRole('button', { name: 'Submit rating' }));
    expect((await box.findByTestId('rating-outcome')).textContent).toBe(
      'Thank you! Your rating is saved.',
    );
    expect(page.api.calls(SAVE)[0]?.body).toEqual({ rating: 4, review: 'Clear and practical.' });
    expect(box.getByRole('button', { name: 'Update rating' })).toBeTruthy();
    // The form starts again from the saved rating.
    expect(box.getByRole('radio', { name: '4 stars' })).toHaveProperty('checked', true);
    expect(box.getByDisplayValue('Clear and practical.')).toBeTruthy();
  });

  it('shows the saved rating and deletes it', async () => {
    const page = await myCourse({ [RATING]: ok(RATED), [REMOVE]: ok(myRating()) });
    const box = await widget();
    await box.findByDisplayValue('Good lessons.');
    expect(box.getByRole('radio', { name: '4 stars' })).toHaveProperty('checked', true);
    await page.user.click(box.getByRole('button', { name: 'Delete rating' }));
    expect((await box.findByTestId('rating-outcome')).textContent).toBe('Your rating was removed.');
    expect(page.api.calls(REMOVE)).toHaveLength(1);
    expect(box.getByRole('button', { name: 'Submit rating' })).toBeTruthy();
    expect(box.queryByRole('button', { name: 'Delete rating' })).toBeNull();
  });

  it('asks a learner who watched nothing yet to watch a lesson first', async () => {
    await myCourse({ [RATING]: ok(myRating({ canRate: false })) });
    expect((await (await widget()).findByTestId('rating-not-allowed')).textContent).toBe(
      'Watch at least one lesson before rating this course.',
    );
    expect(screen.queryByRole('button', { name: 'Submit rating' })).toBeNull();
  });

  it("shows the API's refusal in the learner's language", async () => {
    const page = await myCourse(
      { [RATING]: ok(myRating()), [SAVE]: fail(403, RATING_MESSAGES.notWatched) },
      'ti',
    );
    const box = await form();
    await page.user.click(box.getByRole('radio', { name: '5 ኮኾባት' }));
    await page.user.click(box.getByRole('button', { name: 'ደረጃ ስደዱ' }));
    expect((await box.findByTestId('rating-outcome')).textContent).toBe(
      'ነዚ ኮርስ ደረጃ ቅድሚ ምሃብኩም እንተወሓደ ሓደ ትምህርቲ ተዓዘቡ።',
    );
    expect(box.getByRole('alert')).toBeTruthy();
  });

  it('refuses a review longer than 1,000 characters before sending it', async () => {
    const page = await myCourse({ [RATING]: ok(myRating()) });
    const box = await form();
    await page.user.click(box.getByRole('radio', { name: '3 stars' }));
    await page.fill('Your review (optional)', 'a'.repeat(1001));
    expect(box.getByText('A review can have at most 1000 characters.')).toBeTruthy();
    await page.user.click(box.getByRole('button', { name: 'Submit rating' }));
    expect(page.api.calls(SAVE)).toHaveLength(0);
  });

  it('explains a failed load and loads again on Try Again', async () => {
    const page = await myCourse({ [RATING]: fail(500, 'Internal error') });
    const alert = await (await widget()).findByRole('alert');
    expect(alert.textContent).toContain('Your rating could not be loaded');
    page.api.set({ [RATING]: ok(RATED) });
    await page.user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByDisplayValue('Good lessons.')).toBeTruthy();
  });
});
