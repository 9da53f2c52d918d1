import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthForm } from './auth-form.tsx';

describe('AuthForm', () => {
  afterEach(cleanup);

  it('sends its fields with the one submit button and leaves the checking to the page', () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <AuthForm onSubmit={onSubmit} submitLabel="Log in">
        <input aria-label="Email" type="email" required />
      </AuthForm>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText('Email').closest('form')?.noValidate).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('shows the error above the form and the busy label while sending', () => {
    render(
      <AuthForm
        onSubmit={() => undefined}
        error="Wrong password"
        busy
        submitLabel="Log in"
        busyLabel="Logging in…"
      >
        <input aria-label="Email" />
      </AuthForm>,
    );
    expect(screen.getByRole('alert').textContent).toBe('Wrong password');
    expect(screen.getByRole('button', { name: 'Logging in…' })).toHaveProperty('disabled', true);
  });
});
