import { describe, expect, it } from 'vitest';
import type { Recording } from '@contract/gateway/recordings';
import { NO_SELECTION, selectAll, toggleRange, toggleRow, withoutIds } from './originals-selection';

const rows = Array.from({ length: 8 }, (_, i) => ({ id: `r${i}` }) as Recording);
const ids = (selection: { picked: ReadonlyMap<string, Recording> }) => [...selection.picked.keys()].sort();

describe('originals selection', () => {
  it('a click flips one row and anchors ranges there', () => {
    const one = toggleRow(NO_SELECTION, rows[2]!, 2);
    expect(ids(one)).toEqual(['r2']);
    expect(one.anchor).toBe(2);
    expect(ids(toggleRow(one, rows[2]!, 2))).toEqual([]);
  });

  it('Shift-click selects from the anchor to the row, either direction, keeping what was selected', () => {
    const start = toggleRow(toggleRow(NO_SELECTION, rows[7]!, 7), rows[2]!, 2);
    expect(ids(toggleRange(start, rows, 5))).toEqual(['r2', 'r3', 'r4', 'r5', 'r7']);
    expect(ids(toggleRange(toggleRow(NO_SELECTION, rows[5]!, 5), rows, 1))).toEqual(['r1', 'r2', 'r3', 'r4', 'r5']);
  });

  it('Shift-click on a selected row clears the range instead', () => {
    const all = selectAll(rows);
    const anchored = toggleRow(all, rows[1]!, 1); // r1 off, anchor 1
    expect(ids(toggleRange(anchored, rows, 4))).toEqual(['r0', 'r5', 'r6', 'r7']);
  });

  it('Shift-click with no anchor is a plain toggle; a row outside the list changes nothing', () => {
    expect(ids(toggleRange(NO_SELECTION, rows, 3))).toEqual(['r3']);
    const one = toggleRow(NO_SELECTION, rows[0]!, 0);
    expect(toggleRange(one, rows, 42)).toBe(one);
  });

  it('select all takes every row given (the whole folder), and deleted ones leave', () => {
    const all = selectAll(rows);
    expect(all.picked.size).toBe(8);
    expect(ids(withoutIds(all, ['r0', 'r7']))).toEqual(['r1', 'r2', 'r3', 'r4', 'r5', 'r6']);
    expect(withoutIds(toggleRow(NO_SELECTION, rows[3]!, 3), ['r3']).anchor).toBeNull();
  });
});
