import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Trash2 } from 'lucide-react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LabelledIconButton } from './labelled-icon-button.tsx';

describe('LabelledIconButton', () => {
  afterEach(cleanup);

  it('is a plain button named by its label, the icon hidden, that does not submit its form', () => {
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    const onClick = vi.fn();
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
        <LabelledIconButton icon={Trash2} className="danger" onClick={onClick}>
          Delete
        </LabelledIconButton>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Delete' });
    expect(button.className).toBe('danger');
    expect(button.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('passes disabled and data-autofocus through', () => {
    render(
      <LabelledIconButton icon={Trash2} disabled data-autofocus>
        Delete
      </LabelledIconButton>,
    );
    const button = screen.getByRole('button', { name: 'Delete' });
    expect(button).toHaveProperty('disabled', true);
    expect(button.hasAttribute('data-autofocus')).toBe(true);
  });
});
