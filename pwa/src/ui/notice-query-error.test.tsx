import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-client.ts';
import { initTestI18n } from '../i18n/test-i18n.ts';
import { QueryError } from './notice-query-error.tsx';

describe('QueryError', () => {
  beforeAll(() => initTestI18n('en'));
  afterEach(cleanup);

  it("explains the query's failure and fetches it again on Try Again", () => {
    const refetch = vi.fn().mockResolvedValue(undefined);
    render(
      <QueryError
        title="Failed to load courses"
        testId="courses-error"
        query={{ error: new ApiError('down', 503), refetch, isFetching: false }}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert.getAttribute('data-testid')).toBe('courses-error');
    expect(alert.textContent).toContain('The academy could not answer just now.');
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('keeps Try Again disabled while the query is fetching again', () => {
    render(
      <QueryError
        title="Failed"
        query={{ error: new Error('x'), refetch: vi.fn(), isFetching: true }}
      />,
    );
    expect(screen.getByRole('button', { name: 'Try Again' })).toHaveProperty('disabled', true);
  });
});
