import { DAY_MS } from './history-dates';

/** Weeks and blocks start on Mondays counted from 1970-01-05, as in the migration. */
const EPOCH_MONDAY = Date.UTC(1970, 0, 5);
const WEEK = 7;
const BLOCK = 28;
const floorSpan = (date: Date, days: number) =>
  new Date(EPOCH_MONDAY + Math.floor((date.getTime() - EPOCH_MONDAY) / (days * DAY_MS)) * days * DAY_MS);
const ceilSpan = (date: Date, days: number) =>
  new Date(EPOCH_MONDAY + Math.ceil((date.getTime() - EPOCH_MONDAY) / (days * DAY_MS)) * days * DAY_MS);

/** A stretch of the date range: counted in a table of spans, or on the orders (an edge). */
export type ValueStretch =
  | { kind: 'spans'; days: typeof WEEK | typeof BLOCK; from: Date | null; to: Date | null }
  | { kind: 'edge'; from: Date; to: Date };

/**
 * A date range cut for order_history_values: whole blocks of four weeks inside it, whole weeks
 * around them, and the partial weeks at either end (at most six days each), which are counted on
 * the orders' date index. `null` ends are open.
 */
export function valueStretches(from: Date | null, to: Date | null): ValueStretch[] {
  const weekFrom = from ? ceilSpan(from, WEEK) : null;
  const weekTo = to ? floorSpan(to, WEEK) : null;
  if (from && to && weekFrom && weekTo && weekFrom >= weekTo)
    return from < to ? [{ kind: 'edge', from, to }] : [];
  const stretches: ValueStretch[] = [];
  const blockFrom = weekFrom ? ceilSpan(weekFrom, BLOCK) : null;
  const blockTo = weekTo ? floorSpan(weekTo, BLOCK) : null;
  if (blockFrom && blockTo && blockFrom >= blockTo) {
    stretches.push({ kind: 'spans', days: WEEK, from: weekFrom, to: weekTo });
  } else {
    stretches.push({ kind: 'spans', days: BLOCK, from: blockFrom, to: blockTo });
    if (weekFrom && blockFrom && weekFrom < blockFrom)
      stretches.push({ kind: 'spans', days: WEEK, from: weekFrom, to: blockFrom });
    if (weekTo && blockTo && blockTo < weekTo)
      stretches.push({ kind: 'spans', days: WEEK, from: blockTo, to: weekTo });
  }
  if (from && weekFrom && from < weekFrom) stretches.push({ kind: 'edge', from, to: weekFrom });
  if (to && weekTo && weekTo < to) stretches.push({ kind: 'edge', from: weekTo, to });
  return stretches;
}
