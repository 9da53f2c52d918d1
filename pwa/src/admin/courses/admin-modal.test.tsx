import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SuccessModal } from './admin-modal.tsx';

describe('SuccessModal', () => {
  afterEach(cleanup);

  const show = (onOk: () => void) =>
    render(
      <SuccessModal
        title="Course Updated Successfully"
        body="Your changes are saved."
        okLabel="OK"
        onOk={onOk}
        testId="save-overlay"
      />,
    );

  it('is a dialog named by its title, with the line and OK focused', () => {
    show(() => undefined);
    const dialog = screen.getByRole('dialog', { name: 'Course Updated Successfully' });
    expect(dialog.getAttribute('data-testid')).toBe('save-overlay');
    expect(dialog.textContent).toContain('Your changes are saved.');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'OK' }));
  });

  it('calls onOk from OK and from Escape', () => {
    const onOk = vi.fn();
    show(onOk);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onOk).toHaveBeenCalledTimes(2);
  });
});
