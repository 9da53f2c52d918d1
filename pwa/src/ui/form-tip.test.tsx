import { cleanup, render, screen } from '@testing-library/react';
import { AlertTriangle } from 'lucide-react';
import { afterEach, describe, expect, it } from 'vitest';
import { FormTip } from './form-tip.tsx';

describe('FormTip', () => {
  afterEach(cleanup);

  it('is a plain paragraph of help, its icon hidden and nothing announced', () => {
    render(<FormTip>Learners see the link after buying.</FormTip>);
    const tip = screen.getByText('Learners see the link after buying.');
    expect(tip.tagName).toBe('P');
    expect(tip.getAttribute('role')).toBeNull();
    expect(tip.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('draws the icon it is given', () => {
    const { container } = render(<FormTip icon={AlertTriangle}>Replaces the file.</FormTip>);
    expect(container.querySelector('svg')?.getAttribute('class')).toContain(
      'lucide-triangle-alert',
    );
  });
});
