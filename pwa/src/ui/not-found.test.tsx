import { cleanup, render, screen } from '@testing-library/react';
import { ArrowLeft, SearchX } from 'lucide-react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ButtonLink } from './button-link.tsx';
import { NotFound } from './not-found.tsx';

describe('NotFound', () => {
  afterEach(cleanup);

  it('is the screen’s one heading with why and the ways on, the icon hidden', () => {
    render(
      <MemoryRouter>
        <NotFound
          icon={SearchX}
          title="Course Not Found"
          body="This course does not exist or has been deleted."
          testId="course-not-found"
          actions={
            <ButtonLink to="/admin/courses" variant="secondary" icon={ArrowLeft}>
              Back to Courses
            </ButtonLink>
          }
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Course Not Found' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    const box = screen.getByTestId('course-not-found');
    expect(box.textContent).toContain('This course does not exist or has been deleted.');
    expect(box.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByRole('link', { name: 'Back to Courses' }).getAttribute('href')).toBe(
      '/admin/courses',
    );
  });

  it('announces a failure as an alert, and shows a line above the title on a page', () => {
    render(<NotFound look="page" eyebrow="404" title="Failed to fetch course" alert />);
    expect(screen.getByRole('alert').textContent).toBe('Failed to fetch course');
    expect(screen.getByText('404')).toBeTruthy();
  });
});
