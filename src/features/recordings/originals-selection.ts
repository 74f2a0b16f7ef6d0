import type { Recording } from '@contract/gateway/recordings';

/**
 * The originals picked for batch work, by id (with the record each was picked from, which the actions need), and
 * the row a Shift-click range starts from. Selection is kept by id, not by position, so it survives scrolling,
 * paging and re-sorting.
 */
export type Selection = { picked: ReadonlyMap<string, Recording>; anchor: number | null };

export const NO_SELECTION: Selection = { picked: new Map(), anchor: null };

/** A plain click or Space on a row's checkbox: that row flips, and becomes where a range starts. */
export function toggleRow(selection: Selection, recording: Recording, index: number): Selection {
  const picked = new Map(selection.picked);
  if (picked.has(recording.id)) picked.delete(recording.id);
  else picked.set(recording.id, recording);
  return { picked, anchor: index };
}

/**
 * Shift-click: every row from the anchor to this one (in the order shown) takes the state the clicked row is
 * given, as in a file manager; without an anchor it is a plain toggle. `rows` is the folder in view order.
 */
export function toggleRange(selection: Selection, rows: readonly Recording[], index: number): Selection {
  const clicked = rows[index];
  if (!clicked) return selection;
  if (selection.anchor === null) return toggleRow(selection, clicked, index);
  const pick = !selection.picked.has(clicked.id);
  const picked = new Map(selection.picked);
  const [from, to] = selection.anchor <= index ? [selection.anchor, index] : [index, selection.anchor];
  for (const row of rows.slice(from, to + 1)) {
    if (pick) picked.set(row.id, row);
    else picked.delete(row.id);
  }
  return { picked, anchor: index };
}

/** Ctrl/Cmd-A: the whole folder, not only the rows on screen. */
export const selectAll = (rows: readonly Recording[]): Selection => ({
  picked: new Map(rows.map((row) => [row.id, row])),
  anchor: null,
});

/** Originals that went (deleted) leave the selection. */
export function withoutIds(selection: Selection, ids: Iterable<string>): Selection {
  const picked = new Map(selection.picked);
  for (const id of ids) picked.delete(id);
  return { picked, anchor: picked.size === 0 ? null : selection.anchor };
}
