import type { UserPoints } from '@perkdesk/contracts';
import { findCustomerPointBalances } from './customer-points.repository';
import { ensureGlobalPoints, findGlobalPoints } from './global-points.repository';
import type { LoyaltyContext } from './loyalty-context';

/** Points per merchant, then the global balance (`merchantId:null`). */
export async function listUserPoints(ctx: LoyaltyContext, customerId: string): Promise<UserPoints[]> {
  const rows = await findCustomerPointBalances(ctx.db, customerId);
  // The global entry needs an id before the customer has ever had a global point: made once here.
  const global = (await findGlobalPoints(ctx.db, customerId)) ?? {
    id: await ensureGlobalPoints(ctx.db, customerId, ctx.clock.now()),
    points: 0,
  };
  return [
    ...rows.map((row) => ({ id: row.id, merchantId: row.merchantId, point: row.points })),
    { id: global.id, merchantId: null, point: global.points },
  ];
}
