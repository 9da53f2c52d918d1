import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Field } from './field.tsx';
import { PasswordInput } from './form-password-input.tsx';

describe('PasswordInput', () => {
  afterEach(cleanup);

  it('hides the password until the eye is pressed, and stays tied to its Field', () => {
    render(
      <Field label="Password" error="Password is required" required>
        <PasswordInput showLabel="Show password" hideLabel="Hide password" defaultValue="s3cret" />
      </Field>,
    );
    const input = screen.getByLabelText(/^Password/);
    expect(input.getAttribute('type')).toBe('password');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input).toHaveProperty('required', true);

    const eye = screen.getByRole('button', { name: 'Show password' });
    expect(eye.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(eye);
    expect(input.getAttribute('type')).toBe('text');
    const hide = screen.getByRole('button', { name: 'Hide password' });
    expect(hide.getAttribute('aria-pressed')).toBe('true');
    expect(hide.getAttribute('type')).toBe('button');
  });
});
