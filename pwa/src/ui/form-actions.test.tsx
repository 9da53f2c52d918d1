import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormActions } from './form-actions.tsx';

describe('FormActions', () => {
  afterEach(cleanup);

  it('submits the form and cancels without submitting', () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const onCancel = vi.fn();
    render(
      <form onSubmit={onSubmit}>
        <FormActions submitLabel="Save" onCancel={onCancel} cancelLabel="Cancel" />
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('while busy shows the busy label and lets neither button be pressed', () => {
    render(
      <FormActions
        busy
        submitLabel="Save"
        busyLabel="Saving…"
        onCancel={() => undefined}
        cancelLabel="Cancel"
      />,
    );
    const submit = screen.getByRole('button', { name: 'Saving…' });
    expect(submit).toHaveProperty('disabled', true);
    expect(submit.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveProperty('disabled', true);
  });

  it('without a cancel label draws the submit alone', () => {
    render(<FormActions submitLabel="Log in" fullWidth />);
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });

  it('outside a form calls onSubmit from a plain button, Cancel taking the focus', () => {
    const onSubmit = vi.fn();
    render(
      <FormActions
        stacked
        tone="danger"
        submitLabel="Delete"
        onSubmit={onSubmit}
        onCancel={() => undefined}
        cancelLabel="Cancel"
        focusCancel
      />,
    );
    const submit = screen.getByRole('button', { name: 'Delete' });
    expect(submit.getAttribute('type')).toBe('button');
    fireEvent.click(submit);
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Cancel' }).hasAttribute('data-autofocus')).toBe(
      true,
    );
  });
});
