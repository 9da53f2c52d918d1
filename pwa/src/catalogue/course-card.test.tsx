import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CourseSummary } from '@academy/shared';
import { initTestI18n } from '../i18n/test-i18n.ts';
import { CourseCard } from './course-card.tsx';

const course: CourseSummary = {
  _id: 'c1',
  id: 'c1',
  slug: 'drone-filming',
  title: 'Drone Filming',
  description: 'Fly and film.',
  price: 0,
  category: 'drone work',
  level: 'advanced',
  tags: ['aerial', 'travel', 'weddings', 'safety', 'editing'],
  instructor: 'Aman Tesfay',
  language: 'ti',
  status: 'active',
  thumbnailURL: '/api/courses/thumbnails/x/1280x720.webp',
  thumbnailSmallURL: '/api/courses/thumbnails/x/480x270.webp',
  totalEnrollments: 1,
  videoCount: 12,
  totalDuration: 3725,
  hasWhatsappGroup: false,
  version: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  userHasPurchased: false,
  rating: { average: null, count: 0 },
};

const show = (c: CourseSummary) =>
  render(
    <MemoryRouter>
      <CourseCard course={c} />
    </MemoryRouter>,
  );

describe('course card', () => {
  beforeAll(() => initTestI18n('en'));
  afterEach(cleanup);

  it('shows price, duration, students, lessons, instructor and the first three tags', () => {
    show(course);
    const card = screen.getByTestId('course-card');
    expect(within(card).getByTestId('course-price').textContent).toBe('Free');
    expect(card.textContent).toContain('1:02:05');
    expect(card.textContent).toContain('1 student');
    expect(card.textContent).toContain('12 lessons');
    expect(card.textContent).toContain('Aman Tesfay');
    const tags = within(within(card).getByRole('list', { name: 'Tags' })).getAllByRole('listitem');
    expect(tags.map((t) => t.textContent)).toEqual(['aerial', 'travel', 'weddings', '+2 more']);
    // A category outside the stock seven shows as written.
    expect(card.textContent).toContain('Drone work');
    expect(within(card).getByRole('link', { name: 'Drone Filming' }).getAttribute('href')).toBe(
      '/course/c1',
    );
  });

  it('shows the average stars and how many rated, or that nobody has yet', () => {
    show({ ...course, rating: { average: 4.5, count: 12 } });
    const rating = screen.getByTestId('course-rating');
    expect(rating.textContent).toContain('4.5');
    expect(rating.textContent).toContain('(12)');
    expect(within(rating).getByText('Rated 4.5 out of 5 by 12 learners')).toBeTruthy();
    cleanup();
    show(course);
    expect(screen.getByTestId('course-rating').textContent).toBe('No ratings yet');
  });

  it('loads the card-size image lazily and shows the placeholder and a badge when it fails', () => {
    show({ ...course, price: 29.9 });
    expect(screen.getByTestId('course-price').textContent).toBe('$29.90');
    const image = screen.getByTestId('course-card').querySelector('img')!;
    expect(image.getAttribute('src')).toBe('/api/courses/thumbnails/x/480x270.webp');
    expect(image.getAttribute('loading')).toBe('lazy');
    fireEvent.error(image);
    expect(screen.getByTestId('image-error-badge').textContent).toContain('Image unavailable');
    expect(screen.getByTestId('thumbnail-placeholder')).toBeTruthy();
    expect(screen.getByTestId('course-card').querySelector('img')).toBeNull();
  });

  it('shows the placeholder without a badge when the course has no image', () => {
    show({ ...course, thumbnailURL: null, thumbnailSmallURL: null });
    expect(screen.getByTestId('thumbnail-placeholder')).toBeTruthy();
    expect(screen.queryByTestId('image-error-badge')).toBeNull();
  });
});
