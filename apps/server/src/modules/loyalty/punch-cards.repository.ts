import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { promotions, punchCards, punchHistory } from '../../db/schema/index';
import { newId } from '../../lib/ids';
import { type Moved, type MoveMode, moveBalance } from './ledger.repository';

export type PunchCardRow = typeof punchCards.$inferSelect;
export type PunchHistoryRow = typeof punchHistory.$inferSelect;

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
  const moved = await moveBalance(tx, punchCards, 'punches', cardId, delta, now, mode);
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

export async function findPunchCard(db: Executor, id: string): Promise<PunchCardRow | undefined> {
  const [row] = await db.select().from(punchCards).where(eq(punchCards.id, id));
  return row;
}

/** The customer's cards, oldest first. */
export async function findPunchCards(db: Executor, customerId: string): Promise<PunchCardRow[]> {
  return db
    .select()
    .from(punchCards)
    .where(eq(punchCards.customerId, customerId))
    .orderBy(asc(punchCards.createdAt), asc(punchCards.id));
}

/** The customer's cards at the merchant whose promotions are offered at `storeId`, oldest first. */
export async function findPunchCardsAtStore(
  db: Executor,
  customerId: string,
  merchantId: string,
  storeId: string,
): Promise<PunchCardRow[]> {
  const rows = await db
    .select({ card: punchCards })
    .from(punchCards)
    .innerJoin(promotions, eq(promotions.id, punchCards.promotionId))
    .where(
      and(
        eq(punchCards.customerId, customerId),
        eq(punchCards.merchantId, merchantId),
        sql`${promotions.storeIds} @> ${JSON.stringify([storeId])}::jsonb`,
      ),
    )
    .orderBy(asc(punchCards.createdAt), asc(punchCards.id));
  return rows.map((row) => row.card);
}

export async function findPunchHistory(db: Executor, cardId: string): Promise<PunchHistoryRow[]> {
  return db
    .select()
    .from(punchHistory)
    .where(eq(punchHistory.punchCardId, cardId))
    .orderBy(asc(punchHistory.seq));
}

/** The customer's punches per promotion, for the promotions that have a card. */
export async function findPunchesByPromotion(
  db: Executor,
  customerId: string,
  promotionIds: readonly string[],
): Promise<Map<string, number>> {
  const rows = await db
    .select({ promotionId: punchCards.promotionId, punches: punchCards.punches })
    .from(punchCards)
    .where(and(eq(punchCards.customerId, customerId), inArray(punchCards.promotionId, [...promotionIds])));
  return new Map(rows.map((row) => [row.promotionId, row.punches]));
}
