import type { Property } from '@basera/contract';

/*
 * A listing the admin just approved or rejected leaves the 'Submitted' queue on the server's
 * next answer. Taken out of the screen at once, the rows would jump under the admin's eyes and
 * the keyboard selection with them; so a decided row stays where it was, with its new status,
 * until the admin changes the filters.
 */

export type DecidedRow = {
  /** The listing as it was shown, with the status the admin gave it. */
  row: Property;
  /** Where it stood in the list when it was decided. */
  index: number;
};
export type DecidedRows = ReadonlyMap<string, DecidedRow>;

/** The server's rows with the decided ones kept (or put back) in place. */
export function withDecided(rows: readonly Property[], decided: DecidedRows): Property[] {
  const merged = rows.map((row) => decided.get(row._id)?.row ?? row);
  const present = new Set(rows.map((row) => row._id));
  const missing = [...decided.values()]
    .filter((entry) => !present.has(entry.row._id))
    .sort((a, b) => a.index - b.index);
  for (const entry of missing) {
    merged.splice(Math.min(entry.index, merged.length), 0, entry.row);
  }
  return merged;
}

/** The row `step` away from `currentId` (1: next, -1: previous); the first when it is not shown. */
export function neighbourId(
  rows: readonly Property[],
  currentId: string | null,
  step: 1 | -1,
): string | null {
  const index = rows.findIndex((row) => row._id === currentId);
  if (index === -1) return step === 1 ? (rows[0]?._id ?? null) : null;
  return rows[index + step]?._id ?? null;
}

/**
 * The listing to review after `currentId`: the next one still waiting, else the nearest waiting
 * one above it, else none.
 */
export function nextWaitingId(rows: readonly Property[], currentId: string): string | null {
  const waiting = (row: Property) => row._id !== currentId && row.campaignRequest === 'Submitted';
  const index = rows.findIndex((row) => row._id === currentId);
  const after = rows.slice(index + 1).find(waiting);
  if (after) return after._id;
  const before = rows.slice(0, Math.max(index, 0)).findLast(waiting);
  return before?._id ?? null;
}
