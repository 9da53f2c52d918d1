import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FormBanner } from './form-banner.tsx';

describe('FormBanner', () => {
  afterEach(cleanup);

  it('announces an error at once and the other tones politely', () => {
    render(
      <>
        <FormBanner tone="error">Wrong password</FormBanner>
        <FormBanner tone="success">Link sent</FormBanner>
      </>,
    );
    expect(screen.getByRole('alert').textContent).toBe('Wrong password');
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Link sent');
    expect(status.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });
});
