import type { PunchCard } from '@perkdesk/contracts';
import { notFound } from '../../lib/app-error';
import { findStoreWithVersion } from '../store-detail/store-detail.public';
import type { LoyaltyContext } from './loyalty-context';
import { toPunchCard } from './own-punch-card';
import { findPunchCards, findPunchCardsAtStore } from './punch-cards.repository';

/** Cards oldest first; with a store, only the cards of promotions offered at that store. */
export async function listPunchCards(
  ctx: LoyaltyContext,
  customerId: string,
  storeId?: string,
): Promise<PunchCard[]> {
  if (!storeId) return (await findPunchCards(ctx.db, customerId)).map(toPunchCard);
  const store = await findStoreWithVersion(ctx.db, storeId);
  if (!store) throw notFound();
  const rows = await findPunchCardsAtStore(ctx.db, customerId, store.store.merchantId, storeId);
  return rows.map(toPunchCard);
}
