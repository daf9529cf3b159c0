import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orderLoyalty } from '../../db/schema/index';

// Each loyalty step of an order happens once: it first claims its mark on the order's
// order_loyalty row with a conditional UPDATE, and only the claim that wins moves balances.

async function ensureRow(tx: Executor, orderId: string, now: Date) {
  await tx.insert(orderLoyalty).values({ orderId, createdAt: now }).onConflictDoNothing();
}

const claimed = (rows: unknown[]) => rows.length > 0;

/** Confirm: holds a reservation unless one is held already or the order's credits were reverted. */
export async function claimReservation(tx: Executor, orderId: string, now: Date): Promise<boolean> {
  await ensureRow(tx, orderId, now);
  const rows = await tx
    .update(orderLoyalty)
    .set({ reservedAt: now })
    .where(
      and(
        eq(orderLoyalty.orderId, orderId),
        isNull(orderLoyalty.reservedAt),
        isNull(orderLoyalty.revertedAt),
      ),
    )
    .returning({ orderId: orderLoyalty.orderId });
  return claimed(rows);
}

/** Cancel, reject: lets go of a reservation that is held. */
export async function claimRelease(tx: Executor, orderId: string): Promise<boolean> {
  const rows = await tx
    .update(orderLoyalty)
    .set({ reservedAt: null })
    .where(and(eq(orderLoyalty.orderId, orderId), isNotNull(orderLoyalty.reservedAt)))
    .returning({ orderId: orderLoyalty.orderId });
  return claimed(rows);
}

/** Accept: credits once, never after a reversal. */
export async function claimCredit(tx: Executor, orderId: string, now: Date): Promise<boolean> {
  await ensureRow(tx, orderId, now);
  const rows = await tx
    .update(orderLoyalty)
    .set({ creditedAt: now })
    .where(
      and(
        eq(orderLoyalty.orderId, orderId),
        isNull(orderLoyalty.creditedAt),
        isNull(orderLoyalty.revertedAt),
      ),
    )
    .returning({ orderId: orderLoyalty.orderId });
  return claimed(rows);
}

/**
 * Reject, merchant cancel: marks the order reverted (no later credit or reservation) and says
 * whether there were credits to take back.
 */
export async function claimReversal(
  tx: Executor,
  orderId: string,
  now: Date,
): Promise<{ credited: boolean }> {
  await ensureRow(tx, orderId, now);
  const rows = await tx
    .update(orderLoyalty)
    .set({ revertedAt: now })
    .where(and(eq(orderLoyalty.orderId, orderId), isNull(orderLoyalty.revertedAt)))
    .returning({ creditedAt: orderLoyalty.creditedAt });
  return { credited: rows[0]?.creditedAt != null };
}

/** Complete: settles once, never for a reverted order. */
export async function claimCompletion(tx: Executor, orderId: string, now: Date): Promise<boolean> {
  await ensureRow(tx, orderId, now);
  const rows = await tx
    .update(orderLoyalty)
    .set({ completedAt: now })
    .where(
      and(
        eq(orderLoyalty.orderId, orderId),
        isNull(orderLoyalty.completedAt),
        isNull(orderLoyalty.revertedAt),
      ),
    )
    .returning({ orderId: orderLoyalty.orderId });
  return claimed(rows);
}
