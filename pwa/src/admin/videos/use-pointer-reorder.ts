import { useCallback, useRef, useState } from 'react';
import { dropIndex, keyboardTarget, moveItem, rowStep, shiftFor, type RowBox } from './reorder.ts';

/**
 * Drag-to-reorder with pointer events, so one handle works with a mouse, a pen and a finger (HTML5
 * drag and drop does not fire on touch screens). The handle captures the pointer and has
 * `touch-action: none`, so dragging it never scrolls the page; near the window's edges the page
 * scrolls by itself. Arrow keys, Home and End on the handle move a row without a pointer.
 *
 * The drag lives in a ref, read by the handlers, and is copied into state only to draw it. On a busy
 * phone a quick flick's events all arrive before React draws any of them; handlers reading the
 * drawn state would see no drag at all and drop the row where it started.
 */
interface DragState {
  id: string;
  from: number;
  to: number;
  startY: number;
  deltaY: number;
  rows: RowBox[];
  step: number;
}

const EDGE_PX = 56;
const SCROLL_PX = 12;

export function usePointerReorder({
  ids,
  onReorder,
  disabled = false,
}: {
  ids: readonly string[];
  /** The whole list in its new order; called once per finished move. */
  onReorder: (ids: string[], moved: { id: string; from: number; to: number }) => void;
  disabled?: boolean;
}) {
  const [drag, setDrawnDrag] = useState<DragState | null>(null);
  const live = useRef<DragState | null>(null);
  const setDrag = (next: DragState | null) => {
    live.current = next;
    setDrawnDrag(next);
  };
  const rowsById = useRef(new Map<string, HTMLElement>());

  const rowRef = useCallback(
    (id: string) => (element: HTMLElement | null) => {
      if (element) rowsById.current.set(id, element);
      else rowsById.current.delete(id);
    },
    [],
  );

  const measure = (): RowBox[] =>
    ids.map((id) => {
      const rect = rowsById.current.get(id)?.getBoundingClientRect();
      return { top: (rect?.top ?? 0) + window.scrollY, height: rect?.height ?? 0 };
    });

  const handleProps = (id: string) => ({
    'data-drag-handle': id,
    style: { touchAction: 'none' } as React.CSSProperties,
    onPointerDown: (event: React.PointerEvent<HTMLElement>) => {
      if (disabled || (event.pointerType === 'mouse' && event.button !== 0)) return;
      const from = ids.indexOf(id);
      if (from < 0) return;
      event.preventDefault();
      event.currentTarget.setPointerCapture(event.pointerId);
      const rows = measure();
      setDrag({
        id,
        from,
        to: from,
        startY: event.pageY,
        deltaY: 0,
        rows,
        step: rowStep(rows, from),
      });
    },
    onPointerMove: (event: React.PointerEvent<HTMLElement>) => {
      const moving = live.current;
      if (!moving || moving.id !== id) return;
      if (event.clientY < EDGE_PX) window.scrollBy(0, -SCROLL_PX);
      else if (event.clientY > window.innerHeight - EDGE_PX) window.scrollBy(0, SCROLL_PX);
      const deltaY = event.pageY - moving.startY;
      setDrag({ ...moving, deltaY, to: dropIndex(moving.rows, moving.from, deltaY) });
    },
    onPointerUp: () => finish(true),
    onPointerCancel: () => finish(false),
    onKeyDown: (event: React.KeyboardEvent<HTMLElement>) => {
      if (disabled) return;
      const from = ids.indexOf(id);
      const to = keyboardTarget(event.key, from, ids.length);
      if (to === null) return;
      event.preventDefault();
      onReorder(moveItem(ids, from, to), { id, from, to });
    },
  });

  const finish = (commit: boolean) => {
    const dropped = live.current;
    if (!dropped) return;
    setDrag(null);
    if (commit && dropped.to !== dropped.from) {
      const { id, from, to } = dropped;
      onReorder(moveItem(ids, from, to), { id, from, to });
    }
  };

  /** The transform for a row while something is dragged (none otherwise). */
  const rowStyle = (id: string): React.CSSProperties | undefined => {
    if (!drag) return undefined;
    if (id === drag.id) {
      return { transform: `translateY(${drag.deltaY}px)`, zIndex: 10, position: 'relative' };
    }
    const shift = shiftFor(ids.indexOf(id), drag.from, drag.to, drag.step);
    return { transform: `translateY(${shift}px)`, transition: 'transform 150ms ease' };
  };

  return { draggingId: drag?.id ?? null, rowRef, handleProps, rowStyle };
}
