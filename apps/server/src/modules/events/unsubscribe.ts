import type { SubscriptionBody } from '@perkdesk/contracts';
import { followedStore } from './event-store';
import { closeFollow } from './events.repository';
import type { EventContext } from './events-context';

/** Ends the customer's follow of the store, if any; the follow stays in the past ranges it covered. */
export async function unsubscribe(
  ctx: EventContext,
  customerId: string,
  body: SubscriptionBody,
): Promise<void> {
  const store = await followedStore(ctx, body.topic);
  await closeFollow(ctx.db, customerId, store.id, ctx.clock.now());
}
