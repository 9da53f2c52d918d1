import { cleanup, render, screen } from '@testing-library/react';
import { LifeBuoy } from 'lucide-react';
import { afterEach, describe, expect, it } from 'vitest';
import { PageBanner } from './section-banner.tsx';

describe('PageBanner', () => {
  afterEach(cleanup);

  it("holds the page's one h1, the line under it and what belongs in the band", () => {
    render(
      <PageBanner title="Contact us" subtitle="We answer within a day">
        <p data-testid="extra">Updated today</p>
      </PageBanner>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Contact us' })).toBeTruthy();
    expect(screen.getByText('We answer within a day')).toBeTruthy();
    expect(screen.getByTestId('extra').textContent).toBe('Updated today');
  });

  it('centres a short page and hides its icon from assistive technology', () => {
    const { container } = render(<PageBanner title="Help" icon={LifeBuoy} centred />);
    expect(container.querySelector('.text-center')).toBeTruthy();
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });
});
