import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../i18n/test-i18n.ts';
import { NotPurchased, VideoNotFound, WatchLoadFailed } from './watch-states.tsx';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

const show = (screenUnderTest: ReactNode) =>
  render(
    <MemoryRouter initialEntries={['/course/c1/watch/v9']}>
      <Routes>
        <Route path="/course/c1/watch/v9" element={screenUnderTest} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );

/** Lets `ms` pass on the fake clock. */
const wait = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });
const link = (name: string) => screen.getByRole('link', { name });

describe('watch dead ends', () => {
  beforeAll(async () => {
    await initTestI18n('en');
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('tells a visitor to sign in (the red way) or view the course, and stays', () => {
    vi.useFakeTimers();
    show(<NotPurchased courseId="c1" signedIn={false} />);
    expect(screen.getByRole('alert').getAttribute('data-testid')).toBe('watch-not-purchased');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'This lesson is part of a paid course',
    );
    expect(link('Sign in').getAttribute('href')).toBe('/login');
    expect(link('Sign in').className).toContain('bg-red');
    expect(link('View the course').className).not.toContain('bg-red');
    wait(5_000);
    expect(screen.queryByTestId('where')).toBeNull();
  });

  it('sends a learner on to checkout after 2 s', () => {
    vi.useFakeTimers();
    show(<NotPurchased courseId="c1" signedIn />);
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
    expect(link('View the course').className).toContain('bg-red');
    wait(1_999);
    expect(screen.queryByTestId('where')).toBeNull();
    wait(1);
    expect(screen.getByTestId('where').textContent).toBe('/course/c1/checkout');
  });

  it('goes to the first lesson after 2 s when the lesson is gone', () => {
    vi.useFakeTimers();
    show(<VideoNotFound firstLessonPath="/course/c1/watch/v1" />);
    expect(link('Go to the first lesson').getAttribute('href')).toBe('/course/c1/watch/v1');
    wait(2_000);
    expect(screen.getByTestId('where').textContent).toBe('/course/c1/watch/v1');
  });

  it('puts Retry first in red when the load failed', () => {
    const onRetry = vi.fn();
    show(<WatchLoadFailed message="Boom" offline={false} onRetry={onRetry} retrying={false} />);
    expect(screen.getByTestId('watch-load-failed').textContent).toContain('Boom');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
    expect(link('Go to your dashboard').className).not.toContain('bg-red');
  });
});
