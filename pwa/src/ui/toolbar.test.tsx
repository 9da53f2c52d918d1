import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toolbar, ToolbarSelect } from './toolbar.tsx';

describe('toolbar', () => {
  afterEach(cleanup);

  it('ties each choice to its label and hands back the chosen value', () => {
    const onChange = vi.fn();
    render(
      <Toolbar>
        <ToolbarSelect
          label="Status"
          value="all"
          values={['all', 'published', 'draft'] as const}
          optionLabel={(value) => value.toUpperCase()}
          onChange={onChange}
        />
      </Toolbar>,
    );
    const select = screen.getByLabelText<HTMLSelectElement>('Status');
    expect(select.value).toBe('all');
    expect([...select.options].map((option) => option.text)).toEqual(['ALL', 'PUBLISHED', 'DRAFT']);
    fireEvent.change(select, { target: { value: 'draft' } });
    expect(onChange).toHaveBeenCalledWith('draft');
  });
});
