import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { customerPoints, globalPoints, merchantPoints, punchCards } from '../../db/schema/index';

// A move is one conditional UPDATE that never takes a balance below zero
// (`… WHERE x + delta >= 0 RETURNING x`): under concurrent orders the second one waits for the row
// lock, re-reads the balance and finds it too small. Callers write the history row with the before
// and after this returns, in the same transaction.

export interface Moved {
  before: number;
  after: number;
}

/** `strict` refuses a move below zero; `floor` takes what is left (a reversal of spent credits). */
export type MoveMode = 'strict' | 'floor';

type BalanceTable = typeof punchCards | typeof customerPoints | typeof globalPoints | typeof merchantPoints;

/**
 * Adds `delta` to `column` of the balance row `id` (and `also.delta` to `also.column`, the
 * redeemed counters), unless the balance would go below zero: then null.
 */
export async function shiftBalance(
  tx: Executor,
  table: BalanceTable,
  column: string,
  id: string,
  delta: number,
  now: Date,
  also?: { column: string; delta: number },
): Promise<Moved | null> {
  const col = sql.identifier(column);
  const extra = also
    ? sql`, ${sql.identifier(also.column)} = ${sql.identifier(also.column)} + ${also.delta}`
    : sql``;
  const result = await tx.execute<{ after: number }>(sql`
    update ${table} set ${col} = ${col} + ${delta}${extra}, updated_at = ${now.toISOString()}::timestamptz
    where id = ${id} and ${col} + ${delta} >= 0
    returning ${col} as after`);
  const row = result.rows[0];
  if (!row) return null;
  const after = Number(row.after);
  return { before: after - delta, after };
}

/**
 * Takes up to `amount` off a balance, never below zero: a reversal of points the customer has
 * already spent takes what is left. Locks the row first so the amount taken is the one recorded.
 */
async function takeUpTo(
  tx: Executor,
  table: BalanceTable,
  column: string,
  id: string,
  amount: number,
  now: Date,
): Promise<Moved | null> {
  const result = await tx.execute<{ value: number }>(
    sql`select ${sql.identifier(column)} as value from ${table} where id = ${id} for update`,
  );
  const current = result.rows[0];
  if (!current) return null;
  return shiftBalance(tx, table, column, id, -Math.min(amount, Number(current.value)), now);
}

export const moveBalance = (
  tx: Executor,
  table: BalanceTable,
  column: string,
  id: string,
  delta: number,
  now: Date,
  mode: MoveMode,
) =>
  mode === 'floor' && delta < 0
    ? takeUpTo(tx, table, column, id, -delta, now)
    : shiftBalance(tx, table, column, id, delta, now);
