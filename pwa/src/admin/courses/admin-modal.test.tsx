import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProblemModal, ProblemSummary, SuccessModal } from './admin-modal.tsx';

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

describe('ProblemModal', () => {
  afterEach(cleanup);

  it('is an alert dialog named by its title, listing the problems, with Close focused', () => {
    const onClose = vi.fn();
    render(
      <ProblemModal title="Validation Error" closeLabel="Close" onClose={onClose} testId="save">
        <ProblemSummary heading="Please fix:" problems={['Title is required', 'Price is wrong']} />
      </ProblemModal>,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Validation Error' });
    expect(dialog.getAttribute('data-testid')).toBe('save');
    expect(screen.getByText('Please fix:')).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Title is required',
      'Price is wrong',
    ]);
    const close = screen.getByRole('button', { name: 'Close' });
    expect(document.activeElement).toBe(close);
    fireEvent.click(close);
    expect(onClose).toHaveBeenCalledOnce();
  });
});
