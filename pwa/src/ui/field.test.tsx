import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../i18n/test-i18n.ts';
import { Checkbox, Select, TextArea, TextInput } from './controls.tsx';
import { Field } from './field.tsx';

describe('Field with its controls', () => {
  beforeAll(() => initTestI18n('en'));
  afterEach(cleanup);

  it('names the control by its label and describes it by hint and error', () => {
    render(
      <Field label="Title" hint="At least 3 characters" error="Title is required" required>
        <TextInput defaultValue="" />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: /Title/ });
    expect(input).toHaveProperty('required', true);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = input
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => document.getElementById(id)!.textContent);
    expect(described).toEqual(['Title is required', 'At least 3 characters']);
  });

  it('clears the error as soon as the field is edited, and shows it again on the next submit', () => {
    const onEdit = vi.fn();
    render(
      <form onSubmit={(event) => event.preventDefault()}>
        <Field label="Price" error="Price must be 0 or more" onEdit={onEdit}>
          <TextInput defaultValue="-1" />
        </Field>
        <button type="submit">Save</button>
      </form>,
    );
    const input = screen.getByRole('textbox', { name: 'Price' });
    fireEvent.change(input, { target: { value: '-2' } });
    expect(screen.queryByText('Price must be 0 or more')).toBeNull();
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(onEdit).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Price must be 0 or more')).toBeTruthy();
  });

  it('ties a select and a text area to their labels', () => {
    render(
      <>
        <Field label="Level">
          <Select
            defaultValue="b"
            options={[
              { value: 'a', label: 'Beginner' },
              { value: 'b', label: 'Advanced' },
            ]}
          />
        </Field>
        <Field label="Description">
          <TextArea defaultValue="Hello" />
        </Field>
      </>,
    );
    expect((screen.getByRole('combobox', { name: 'Level' }) as HTMLSelectElement).value).toBe('b');
    expect(screen.getByRole('textbox', { name: 'Description' }).textContent).toBe('Hello');
  });

  it('gives a checkbox its label and hint', () => {
    const onChange = vi.fn();
    render(<Checkbox label="Free preview" hint="Anyone may watch it" onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'Free preview' });
    expect(document.getElementById(box.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Anyone may watch it',
    );
    fireEvent.click(box);
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
