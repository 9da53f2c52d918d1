import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { BookOpen, Users } from 'lucide-react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-client.ts';
import { initTestI18n } from '../i18n/test-i18n.ts';
import { Badge } from './badge.tsx';
import { PageHeader } from './page-header.tsx';
import { StatTile } from './stat-tile.tsx';
import { EmptyState, LoadError, SkeletonList } from './states.tsx';

describe('load, empty and loading states', () => {
  beforeAll(() => initTestI18n('en'));
  afterEach(cleanup);

  it('explains a failed load by its kind and retries on Try Again', () => {
    const onRetry = vi.fn();
    render(
      <LoadError
        title="Failed to load courses"
        error={new ApiError('down', 503)}
        onRetry={onRetry}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Failed to load courses');
    expect(alert.textContent).toContain('The academy could not answer just now.');
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('says a list is loading instead of reading out grey blocks', () => {
    render(<SkeletonList count={3} label="Loading courses…" />);
    expect(screen.getByRole('status').textContent).toBe('Loading courses…');
  });

  it('shows an empty state with its action', () => {
    render(
      <EmptyState
        icon={BookOpen}
        title="No courses yet"
        body="Create the first one."
        action={<button type="button">Upload New Course</button>}
      />,
    );
    expect(screen.getByText('No courses yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upload New Course' })).toBeTruthy();
  });
});

describe('page header, badge and stat tile', () => {
  afterEach(cleanup);

  it('gives the screen one h1 with its actions', () => {
    render(
      <PageHeader title="Users" subtitle="Everyone" actions={<button type="button">Add</button>} />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Users' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add' })).toBeTruthy();
  });

  it('keeps data attributes on a badge', () => {
    render(
      <Badge tone="green" dot data-status="active">
        Active
      </Badge>,
    );
    expect(screen.getByText('Active').getAttribute('data-status')).toBe('active');
  });

  it('shows a figure under its name, or a placeholder while it loads', () => {
    const { container, rerender } = render(
      <StatTile label="Total users" value={undefined} icon={Users} testId="tile" />,
    );
    expect(container.querySelector('.animate-pulse')).not.toBeNull();
    rerender(
      <StatTile label="Total users" value={42} note="40 learners" icon={Users} testId="tile" />,
    );
    expect(screen.getByTestId('tile').textContent).toBe('Total users4240 learners');
  });
});
