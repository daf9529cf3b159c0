import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { promotions } from '../../db/schema/index';

/**
 * A promotion's `limitedStock` (contract §9 complete: −k per promotion, floor 0). Consumed only
 * when an order completes, so rejected and canceled orders never touch it.
 */
export interface PromotionStock {
  consume(tx: Executor, promotionId: string, uses: number): Promise<void>;
}

/** The promotions table's stock: one conditional UPDATE, floor 0; a promotion without a stock is left alone. */
export const promotionStock: PromotionStock = {
  async consume(tx, promotionId, uses) {
    if (uses <= 0) return;
    await tx
      .update(promotions)
      .set({ limitedStock: sql`greatest(${promotions.limitedStock} - ${uses}, 0)` })
      .where(and(eq(promotions.id, promotionId), isNotNull(promotions.limitedStock)));
  },
};
