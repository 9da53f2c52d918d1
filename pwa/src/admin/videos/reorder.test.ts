import { describe, expect, it } from 'vitest';
import { dropIndex, keyboardTarget, moveItem, rowStep, shiftFor, type RowBox } from './reorder.ts';

/** Four rows 60 px high with 8 px between them. */
const rows: RowBox[] = [0, 68, 136, 204].map((top) => ({ top, height: 60 }));

describe('moveItem', () => {
  it('moves an item down and up without touching the original', () => {
    const list = ['a', 'b', 'c', 'd'];
    expect(moveItem(list, 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(list, 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(list).toEqual(['a', 'b', 'c', 'd']);
  });

  it('clamps targets and ignores a missing source', () => {
    expect(moveItem(['a', 'b'], 0, 9)).toEqual(['b', 'a']);
    expect(moveItem(['a', 'b'], 1, -3)).toEqual(['b', 'a']);
    expect(moveItem(['a', 'b'], 5, 0)).toEqual(['a', 'b']);
  });
});

describe('dropIndex', () => {
  it('stays in place for small movements', () => {
    expect(dropIndex(rows, 1, 0)).toBe(1);
    expect(dropIndex(rows, 1, 30)).toBe(1);
    expect(dropIndex(rows, 1, -30)).toBe(1);
  });

  it('passes a row once the dragged middle crosses its middle', () => {
    // Row 1's middle is 98; row 2's is 166: crossing needs more than 68 px.
    expect(dropIndex(rows, 1, 67)).toBe(1);
    expect(dropIndex(rows, 1, 69)).toBe(2);
    expect(dropIndex(rows, 1, -69)).toBe(0);
  });

  it('ends at the first or last place when dragged past the list', () => {
    expect(dropIndex(rows, 2, -1_000)).toBe(0);
    expect(dropIndex(rows, 0, 1_000)).toBe(3);
  });

  it('answers the source for an unknown row', () => {
    expect(dropIndex(rows, 7, 100)).toBe(7);
  });
});

describe('shiftFor', () => {
  it('moves the rows between source and target the other way by one step', () => {
    // Dragging row 0 to place 2: rows 1 and 2 move up, row 3 stays.
    expect([0, 1, 2, 3].map((i) => shiftFor(i, 0, 2, 68))).toEqual([0, -68, -68, 0]);
    // Dragging row 3 to place 1: rows 1 and 2 move down.
    expect([0, 1, 2, 3].map((i) => shiftFor(i, 3, 1, 68))).toEqual([0, 68, 68, 0]);
    expect([0, 1, 2, 3].map((i) => shiftFor(i, 2, 2, 68))).toEqual([0, 0, 0, 0]);
  });
});

describe('rowStep', () => {
  it('is the distance to the next row, or to the previous one for the last row', () => {
    expect(rowStep(rows, 0)).toBe(68);
    expect(rowStep(rows, 3)).toBe(68);
    expect(rowStep([{ top: 10, height: 50 }], 0)).toBe(50);
    expect(rowStep(rows, 9)).toBe(0);
  });
});

describe('keyboardTarget', () => {
  it('moves by one with the arrows and to either end with Home and End', () => {
    expect(keyboardTarget('ArrowUp', 2, 4)).toBe(1);
    expect(keyboardTarget('ArrowDown', 2, 4)).toBe(3);
    expect(keyboardTarget('Home', 2, 4)).toBe(0);
    expect(keyboardTarget('End', 1, 4)).toBe(3);
  });

  it('does nothing at the ends or for other keys', () => {
    expect(keyboardTarget('ArrowUp', 0, 4)).toBeNull();
    expect(keyboardTarget('ArrowDown', 3, 4)).toBeNull();
    expect(keyboardTarget('Enter', 1, 4)).toBeNull();
  });
});
