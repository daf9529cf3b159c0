import type { Subscription, SubscriptionBody } from '@perkdesk/contracts';
import { newId } from '../../lib/ids';
import { followedStore } from './event-store';
import { openFollow } from './events.repository';
import type { EventContext } from './events-context';

/** Follows a store; following it again keeps the one follow (contract §12 Store follows). */
export async function subscribe(
  ctx: EventContext,
  customerId: string,
  body: SubscriptionBody,
): Promise<Subscription> {
  const store = await followedStore(ctx, body.topic);
  await openFollow(ctx.db, {
    id: newId(),
    customerId,
    storeId: store.id,
    merchantId: store.merchantId,
    subscribedAt: ctx.clock.now(),
  });
  return { topic: store.id, topicDisplayName: store.name, subscriptionType: 'STORE' };
}
