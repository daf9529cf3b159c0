import type { PunchHistoryEntry } from '@perkdesk/contracts';
import type { LoyaltyContext } from './loyalty-context';
import { ownPunchCard } from './own-punch-card';
import { findPunchHistory } from './punch-cards.repository';

/** A card's history, oldest first. */
export async function punchCardHistory(
  ctx: LoyaltyContext,
  customerId: string,
  id: string,
): Promise<PunchHistoryEntry[]> {
  const card = await ownPunchCard(ctx.db, customerId, id);
  const rows = await findPunchHistory(ctx.db, card.id);
  return rows.map((row) => ({
    id: row.id,
    userPunchCardId: row.punchCardId,
    orderId: row.orderId,
    historyType: row.historyType,
    punchesBefore: row.punchesBefore,
    punchesAfter: row.punchesAfter,
    createdAt: row.createdAt.toISOString(),
  }));
}
