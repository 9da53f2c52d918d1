import { cleanup, render, screen } from '@testing-library/react';
import { ArrowLeft } from 'lucide-react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ButtonLink } from './button-link.tsx';

describe('ButtonLink', () => {
  afterEach(cleanup);

  it('is a link to its address, named by its words and not by its icon', () => {
    render(
      <MemoryRouter>
        <ButtonLink to="/admin/courses" variant="secondary" icon={ArrowLeft}>
          Back to Courses
        </ButtonLink>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Back to Courses' });
    expect(link.getAttribute('href')).toBe('/admin/courses');
    expect(link.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });
});
