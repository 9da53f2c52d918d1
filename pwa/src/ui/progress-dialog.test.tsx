import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ProgressDialog } from './progress-dialog.tsx';

describe('ProgressDialog', () => {
  afterEach(cleanup);

  it('is a dialog named by its title that Escape does not close, its icon hidden', () => {
    render(
      <ProgressDialog title="Uploading course…" activity="uploading" testId="upload-overlay">
        <p>42%</p>
      </ProgressDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Uploading course…' });
    expect(dialog.getAttribute('data-testid')).toBe('upload-overlay');
    expect(dialog.textContent).toContain('42%');
    expect(dialog.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: 'Uploading course…' })).toBeTruthy();
  });

  it('shows a turning ring while saving and no-wifi while the connection is away', () => {
    const { rerender } = render(
      <ProgressDialog title="Saving…">
        <span role="status">Saving…</span>
      </ProgressDialog>,
    );
    expect(screen.getByRole('dialog').querySelector('svg')?.getAttribute('class')).toContain(
      'animate-spin',
    );
    rerender(
      <ProgressDialog title="Saving…" offline>
        <span role="status">Saving…</span>
      </ProgressDialog>,
    );
    expect(screen.getByRole('dialog').querySelector('svg')?.getAttribute('class')).toContain(
      'text-amber-600',
    );
  });
});
