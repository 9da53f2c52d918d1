import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Menu, X } from 'lucide-react';
import { afterEach, describe, expect, it } from 'vitest';
import { PopoverMenu } from './popover-menu.tsx';

function Example() {
  return (
    <>
      <PopoverMenu label="Open menu" openLabel="Close menu" icon={Menu} openIcon={X} menu>
        {({ open, close, panelId }) =>
          open ? (
            <div id={panelId} role="menu">
              <button type="button" role="menuitem" onClick={close}>
                Profile
              </button>
            </div>
          ) : null
        }
      </PopoverMenu>
      <p>elsewhere</p>
    </>
  );
}

describe('PopoverMenu', () => {
  afterEach(cleanup);

  it('opens its panel, names the button by the state and ties it to the panel', () => {
    render(<Example />);
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-label')).toBe('Close menu');
    expect(screen.getByRole('menu').id).toBe(button.getAttribute('aria-controls'));
    expect(button.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    fireEvent.click(button);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('shuts on Escape and gives the focus back to the button', () => {
    render(<Example />);
    const button = screen.getByRole('button', { name: 'Open menu' });
    fireEvent.click(button);
    screen.getByRole('menuitem', { name: 'Profile' }).focus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('shuts on a pointer outside, not on one inside, and on a choice, focus back on the button', () => {
    render(<Example />);
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    fireEvent.pointerDown(screen.getByRole('menuitem', { name: 'Profile' }));
    expect(screen.getByRole('menu')).toBeTruthy();
    fireEvent.pointerDown(screen.getByText('elsewhere'));
    expect(screen.queryByRole('menu')).toBeNull();

    const button = screen.getByRole('button', { name: 'Open menu' });
    fireEvent.click(button);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Profile' }));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });
});
