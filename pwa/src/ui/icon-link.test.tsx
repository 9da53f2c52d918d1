import { cleanup, render, screen } from '@testing-library/react';
import { Pencil } from 'lucide-react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { IconLink } from './icon-link.tsx';

describe('IconLink', () => {
  afterEach(cleanup);

  it('is a link named by its words, with the icon hidden from assistive technology', () => {
    render(
      <MemoryRouter>
        <IconLink to="/admin/courses/c1/edit" icon={Pencil} className="btn" data-testid="edit">
          Edit
        </IconLink>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Edit' });
    expect(link.getAttribute('href')).toBe('/admin/courses/c1/edit');
    expect(link.className).toBe('btn');
    expect(link.getAttribute('data-testid')).toBe('edit');
    const icon = link.querySelector('svg');
    expect(icon?.getAttribute('aria-hidden')).toBe('true');
    expect(icon?.getAttribute('class')).toContain('h-4 w-4');
  });

  it('takes another icon size', () => {
    render(
      <MemoryRouter>
        <IconLink to="/" icon={Pencil} iconClassName="h-5 w-5">
          Home
        </IconLink>
      </MemoryRouter>,
    );
    const icon = screen.getByRole('link', { name: 'Home' }).querySelector('svg');
    expect(icon?.getAttribute('class')).toContain('h-5 w-5');
  });
});
