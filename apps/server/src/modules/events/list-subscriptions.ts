import type { Subscription } from '@perkdesk/contracts';
import { listOpenFollows } from './events.repository';
import type { EventContext } from './events-context';

/** The stores the customer follows, oldest follow first; `topicDisplayName` is the store's name. */
export async function listSubscriptions(ctx: EventContext, customerId: string): Promise<Subscription[]> {
  const rows = await listOpenFollows(ctx.db, customerId);
  return rows.map((row) => ({
    topic: row.storeId,
    topicDisplayName: row.storeName,
    subscriptionType: 'STORE',
  }));
}
