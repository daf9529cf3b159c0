import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  customerPointHistory,
  customerPoints,
  globalPointHistory,
  globalPoints,
  merchantPointHistory,
  merchantPoints,
  punchCards,
  punchHistory,
} from '../../db/schema/index';
import { newId } from '../../lib/ids';

// The balance rows and their moves. A move is one conditional UPDATE that never takes a balance
// below zero (`… WHERE x + delta >= 0 RETURNING x`): under concurrent orders the second one waits
// for the row lock, re-reads the balance and finds it too small. Callers write the history row
// with the before and after this returns, in the same transaction.

export interface Moved {
  before: number;
  after: number;
}

type BalanceTable = typeof punchCards | typeof customerPoints | typeof globalPoints | typeof merchantPoints;

/**
 * Adds `delta` to `column` of the balance row `id` (and `alsoDelta` to `alsoColumn`, the
 * redeemed counters), unless the balance would go below zero: then null.
 */
async function shift(
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
  return shift(tx, table, column, id, -Math.min(amount, Number(current.value)), now);
}

export type MoveMode = 'strict' | 'floor';
const move = (
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
    : shift(tx, table, column, id, delta, now);

// ── Punch cards ──────────────────────────────────────────────────────────────

export interface PunchCardTerms {
  customerId: string;
  promotionId: string;
  merchantId: string;
  promotionName: string;
  requiredPunches: number;
}

/** The customer's card for this promotion, made on first earn; its name and requirement refreshed. */
export async function ensurePunchCard(tx: Executor, terms: PunchCardTerms, now: Date): Promise<string> {
  const [row] = await tx
    .insert(punchCards)
    .values({ id: newId(now.getTime()), ...terms, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [punchCards.customerId, punchCards.promotionId],
      set: { promotionName: terms.promotionName, requiredPunches: terms.requiredPunches },
    })
    .returning({ id: punchCards.id });
  return row!.id;
}

export async function findPunchCardId(
  tx: Executor,
  customerId: string,
  promotionId: string,
): Promise<string | undefined> {
  const [row] = await tx
    .select({ id: punchCards.id })
    .from(punchCards)
    .where(and(eq(punchCards.customerId, customerId), eq(punchCards.promotionId, promotionId)));
  return row?.id;
}

export async function movePunches(
  tx: Executor,
  cardId: string,
  delta: number,
  entry: { orderId: string | null; historyType: 'EARNED' | 'REDEEMED' | 'REVERTED' },
  now: Date,
  mode: MoveMode = 'strict',
): Promise<Moved | null> {
  const moved = await move(tx, punchCards, 'punches', cardId, delta, now, mode);
  if (!moved) return null;
  await tx.insert(punchHistory).values({
    id: newId(now.getTime()),
    punchCardId: cardId,
    orderId: entry.orderId,
    historyType: entry.historyType,
    punchesBefore: moved.before,
    punchesAfter: moved.after,
    createdAt: now,
  });
  return moved;
}

// ── Customer points per merchant ─────────────────────────────────────────────

export async function ensureCustomerPoints(
  tx: Executor,
  customerId: string,
  merchantId: string,
  now: Date,
): Promise<string> {
  const [row] = await tx
    .insert(customerPoints)
    .values({ id: newId(now.getTime()), customerId, merchantId, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [customerPoints.customerId, customerPoints.merchantId],
      set: { customerId },
    })
    .returning({ id: customerPoints.id });
  return row!.id;
}

export async function moveCustomerPoints(
  tx: Executor,
  balanceId: string,
  delta: number,
  entry: { orderId: string | null; historyType: 'ADDED' | 'USED' | 'REVERTED' },
  now: Date,
  mode: MoveMode = 'strict',
): Promise<Moved | null> {
  const moved = await move(tx, customerPoints, 'points', balanceId, delta, now, mode);
  if (!moved) return null;
  await tx.insert(customerPointHistory).values({
    id: newId(now.getTime()),
    customerPointsId: balanceId,
    orderId: entry.orderId,
    historyType: entry.historyType,
    points: Math.abs(moved.after - moved.before),
    pointBefore: moved.before,
    pointAfter: moved.after,
    createdAt: now,
  });
  return moved;
}

// ── Global points ────────────────────────────────────────────────────────────

export type GlobalHistoryType = (typeof globalPointHistory.$inferInsert)['historyType'];

export async function ensureGlobalPoints(tx: Executor, customerId: string, now: Date): Promise<string> {
  const [row] = await tx
    .insert(globalPoints)
    .values({ id: newId(now.getTime()), customerId, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: globalPoints.customerId, set: { customerId } })
    .returning({ id: globalPoints.id });
  return row!.id;
}

/**
 * Moves a customer's global points. A spend (USED) counts into `redeemed`; giving a spend back
 * (`unspend`) takes it out again.
 */
export async function moveGlobalPoints(
  tx: Executor,
  customerId: string,
  delta: number,
  entry: { orderId: string | null; historyType: GlobalHistoryType; level?: number | null; unspend?: boolean },
  now: Date,
  mode: MoveMode = 'strict',
): Promise<Moved | null> {
  const balanceId = await ensureGlobalPoints(tx, customerId, now);
  const redeemed = entry.historyType === 'USED' || entry.unspend ? -delta : 0;
  const moved =
    redeemed !== 0
      ? await shift(tx, globalPoints, 'points', balanceId, delta, now, {
          column: 'redeemed',
          delta: redeemed,
        })
      : await move(tx, globalPoints, 'points', balanceId, delta, now, mode);
  if (!moved) return null;
  await tx.insert(globalPointHistory).values({
    id: newId(now.getTime()),
    customerId,
    orderId: entry.orderId,
    historyType: entry.historyType,
    points: Math.abs(moved.after - moved.before),
    pointBefore: moved.before,
    pointAfter: moved.after,
    level: entry.level ?? null,
    createdAt: now,
  });
  return moved;
}

// ── Merchant global points ───────────────────────────────────────────────────

export async function ensureMerchantPoints(tx: Executor, merchantId: string, now: Date): Promise<string> {
  const [row] = await tx
    .insert(merchantPoints)
    .values({ id: newId(now.getTime()), merchantId, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: merchantPoints.merchantId, set: { merchantId } })
    .returning({ id: merchantPoints.id });
  return row!.id;
}

/** ADDED grows the redeemable points; REDEEMED moves them to `redeemed` (refused when too few). */
export async function moveMerchantPoints(
  tx: Executor,
  merchantId: string,
  points: number,
  entry: { orderId: string | null; historyType: 'ADDED' | 'REDEEMED' },
  now: Date,
): Promise<Moved | null> {
  const balanceId = await ensureMerchantPoints(tx, merchantId, now);
  const delta = entry.historyType === 'ADDED' ? points : -points;
  const moved = await shift(
    tx,
    merchantPoints,
    'redeemable',
    balanceId,
    delta,
    now,
    entry.historyType === 'REDEEMED' ? { column: 'redeemed', delta: points } : undefined,
  );
  if (!moved) return null;
  await tx.insert(merchantPointHistory).values({
    id: newId(now.getTime()),
    merchantId,
    orderId: entry.orderId,
    historyType: entry.historyType,
    points,
    pointBefore: moved.before,
    pointAfter: moved.after,
    createdAt: now,
  });
  return moved;
}
