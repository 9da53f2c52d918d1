/**
 * The arithmetic of dragging a lesson to a new place (video manager, spec 001 §2 "order drag
 * handle"). Rows are measured once when the drag starts (page coordinates, so scrolling during the
 * drag does not matter); the dragged row follows the pointer and the rows it passes step aside.
 */
export interface RowBox {
  top: number;
  height: number;
}

/** A copy of `list` with the item at `from` moved to `to` (both clamped into the list). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const copy = [...list];
  if (from < 0 || from >= copy.length) return copy;
  const [item] = copy.splice(from, 1);
  const target = Math.max(0, Math.min(copy.length, to));
  copy.splice(target, 0, item as T);
  return copy;
}

/**
 * Where the dragged row belongs: the number of other rows whose middle lies above the dragged row's
 * middle (its original middle moved by `deltaY`).
 */
export function dropIndex(rows: readonly RowBox[], from: number, deltaY: number): number {
  const dragged = rows[from];
  if (!dragged) return from;
  const middle = dragged.top + dragged.height / 2 + deltaY;
  let index = 0;
  rows.forEach((row, i) => {
    if (i !== from && row.top + row.height / 2 < middle) index += 1;
  });
  return index;
}

/** How far a row that is not dragged moves aside while the dragged one hovers at `to`. */
export function shiftFor(index: number, from: number, to: number, step: number): number {
  if (index === from) return 0;
  if (from < to && index > from && index <= to) return -step;
  if (to < from && index >= to && index < from) return step;
  return 0;
}

/** The distance between one row's top and the next's: the dragged row's height plus the gap. */
export function rowStep(rows: readonly RowBox[], from: number): number {
  const row = rows[from];
  if (!row) return 0;
  const next = rows[from + 1];
  const previous = rows[from - 1];
  if (next) return next.top - row.top;
  if (previous) return row.top - previous.top;
  return row.height;
}

/** Keyboard moves (Arrow Up / Down on the handle): the new index, or null at either end. */
export function keyboardTarget(key: string, from: number, count: number): number | null {
  if (key === 'ArrowUp' && from > 0) return from - 1;
  if (key === 'ArrowDown' && from < count - 1) return from + 1;
  if (key === 'Home' && from > 0) return 0;
  if (key === 'End' && from < count - 1) return count - 1;
  return null;
}
