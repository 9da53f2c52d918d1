import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState, type ComponentProps, type ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../i18n/test-i18n.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { Dialog } from './dialog.tsx';

/** A page button that opens the dialog `dialog` draws, handing it the way to close. */
function Opener({ dialog }: { dialog: (close: () => void) => ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && dialog(() => setOpen(false))}
    </>
  );
}

const editDialog = (close: () => void) => (
  <Dialog title="Edit lesson" onClose={close}>
    <input aria-label="Name" data-autofocus />
    <button type="button">Save</button>
  </Dialog>
);

/** Opens the dialog from the page button, focused first as a keyboard user would; returns the button. */
function openDialog() {
  const opener = screen.getByRole('button', { name: 'Open' });
  opener.focus();
  fireEvent.click(opener);
  return opener;
}

function expectEscapeToCloseAndRefocus(opener: HTMLElement) {
  fireEvent.keyDown(document, { key: 'Escape' });
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(document.activeElement).toBe(opener);
}

describe('Dialog', () => {
  beforeAll(() => initTestI18n('en'));
  afterEach(cleanup);

  it('takes the focus, keeps Tab inside, closes on Escape and gives the focus back', () => {
    render(<Opener dialog={editDialog} />);
    const opener = openDialog();
    const dialog = screen.getByRole('dialog', { name: 'Edit lesson' });
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Name' }));

    screen.getByRole('button', { name: 'Save' }).focus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Name' }));
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Save' }));
    expectEscapeToCloseAndRefocus(opener);
  });

  it('closes on a click outside the box', () => {
    const onClose = vi.fn();
    render(<Opener dialog={() => editDialog(onClose)} />);
    openDialog();
    fireEvent.mouseDown(screen.getByRole('dialog').parentElement!);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('as a drawer is named by the heading of its content and behaves the same', () => {
    render(
      <Opener
        dialog={(close) => (
          <Dialog placement="drawer" id="lessons" labelledBy="lessons-title" onClose={close}>
            <h2 id="lessons-title">Course content</h2>
            <button type="button">Lesson 1</button>
          </Dialog>
        )}
      />,
    );
    const opener = openDialog();
    const drawer = screen.getByRole('dialog', { name: 'Course content' });
    expect(drawer.id).toBe('lessons');
    expect(document.activeElement).toBe(drawer);
    expect(screen.getAllByRole('heading')).toHaveLength(1);

    fireEvent.keyDown(drawer, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Lesson 1' }));
    expectEscapeToCloseAndRefocus(opener);
  });
});

/** "Delete course?", with the rest of ConfirmDialog's props from `props`. */
function renderDeleteCourse(
  props: Omit<ComponentProps<typeof ConfirmDialog>, 'title' | 'confirmLabel' | 'children'>,
) {
  render(
    <ConfirmDialog title="Delete course?" confirmLabel="Delete" {...props}>
      This cannot be undone.
    </ConfirmDialog>,
  );
}

describe('ConfirmDialog', () => {
  beforeAll(() => initTestI18n('en'));
  afterEach(cleanup);

  it('asks with Cancel focused and reports the choice', () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    renderDeleteCourse({ onConfirm, onCancel });
    expect(screen.getByRole('alertdialog', { name: 'Delete course?' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('cannot be dismissed while the action runs', () => {
    const onCancel = vi.fn();
    renderDeleteCourse({
      busy: true,
      busyLabel: 'Deleting…',
      onConfirm: () => undefined,
      onCancel,
    });
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Deleting…' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveProperty('disabled', true);
  });
});
