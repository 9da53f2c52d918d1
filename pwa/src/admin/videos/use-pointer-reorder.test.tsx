import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePointerReorder } from './use-pointer-reorder.ts';

/** Three rows 60 px high, 68 px apart, as the video manager lays them out on a phone. */
const IDS = ['a', 'b', 'c'];
const ROW_TOP = { a: 0, b: 68, c: 136 } as Record<string, number>;

function List({ onReorder }: { onReorder: (ids: string[]) => void }) {
  const reorder = usePointerReorder({ ids: IDS, onReorder });
  return (
    <ul>
      {IDS.map((id) => (
        <li
          key={id}
          ref={(element) => {
            reorder.rowRef(id)(element);
            if (element) {
              element.getBoundingClientRect = () =>
                ({ top: ROW_TOP[id]! - window.scrollY, height: 60 }) as DOMRect;
            }
          }}
          style={reorder.rowStyle(id)}
        >
          <button type="button" {...reorder.handleProps(id)}>
            move {id}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** A finger event at height `y`; happy-dom has no `pageY`, which a browser derives from `clientY`. */
function pointer(type: string, y: number): PointerEvent {
  const event = new PointerEvent(type, {
    bubbles: true,
    pointerId: 1,
    pointerType: 'touch',
    clientY: y,
  });
  Object.defineProperty(event, 'pageY', { value: y + window.scrollY });
  return event;
}

/** The finger's path: down on row c's handle, up past row a's middle, lifted. */
function flick(handle: HTMLElement) {
  handle.dispatchEvent(pointer('pointerdown', 166));
  for (const y of [140, 100, 60, 20]) handle.dispatchEvent(pointer('pointermove', y));
  handle.dispatchEvent(pointer('pointerup', 20));
}

afterEach(cleanup);

describe('usePointerReorder', () => {
  it('drops a row where the finger lifts, however the renders keep up', () => {
    const onReorder = vi.fn();
    render(<List onReorder={onReorder} />);
    const handle = screen.getByRole('button', { name: 'move c' });
    handle.setPointerCapture = () => {};
    // On a busy phone the events of a quick flick all arrive before React draws any of them: one
    // batch here. The drop must still land where the finger was lifted.
    act(() => flick(handle));
    expect(onReorder).toHaveBeenCalledTimes(1);
    expect(onReorder.mock.calls[0]?.[0]).toEqual(['c', 'a', 'b']);
  });

  it('drops a row the same way when every event is drawn before the next', () => {
    const onReorder = vi.fn();
    render(<List onReorder={onReorder} />);
    const handle = screen.getByRole('button', { name: 'move c' });
    handle.setPointerCapture = () => {};
    act(() => void handle.dispatchEvent(pointer('pointerdown', 166)));
    for (const y of [140, 100, 60, 20]) {
      act(() => void handle.dispatchEvent(pointer('pointermove', y)));
    }
    // The dragged row follows the finger while the others step aside.
    expect(handle.closest('li')?.style.transform).toBe('translateY(-146px)');
    act(() => void handle.dispatchEvent(pointer('pointerup', 20)));
    expect(onReorder.mock.calls).toEqual([[['c', 'a', 'b'], { id: 'c', from: 2, to: 0 }]]);
  });

  it('leaves the order alone when the drag is cancelled', () => {
    const onReorder = vi.fn();
    render(<List onReorder={onReorder} />);
    const handle = screen.getByRole('button', { name: 'move c' });
    handle.setPointerCapture = () => {};
    act(() => {
      handle.dispatchEvent(pointer('pointerdown', 166));
      handle.dispatchEvent(pointer('pointermove', 20));
      handle.dispatchEvent(pointer('pointercancel', 20));
    });
    expect(onReorder).not.toHaveBeenCalled();
  });
});
