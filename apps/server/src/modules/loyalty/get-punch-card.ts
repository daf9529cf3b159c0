import type { PunchCard } from '@perkdesk/contracts';
import type { LoyaltyContext } from './loyalty-context';
import { ownPunchCard, toPunchCard } from './own-punch-card';

export async function getPunchCard(ctx: LoyaltyContext, customerId: string, id: string): Promise<PunchCard> {
  return toPunchCard(await ownPunchCard(ctx.db, customerId, id));
}
