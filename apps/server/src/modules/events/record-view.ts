import type { ViewEventBody } from '@perkdesk/contracts';
import { eventStore } from './event-store';
import { occurredAt } from './event-time';
import { insertEvents } from './events.repository';
import type { EventContext } from './events-context';

/** A view of the store's page, on the platform it was seen on. */
export async function recordView(ctx: EventContext, customerId: string, body: ViewEventBody): Promise<void> {
  const at = occurredAt(ctx, body.triggeredAt);
  const store = await eventStore(ctx, body.merchantId, body.storeId);
  await insertEvents(ctx.db, [
    {
      merchantId: store.merchantId,
      storeId: store.id,
      customerId,
      kind: 'VIEW',
      platform: body.platform,
      occurredAt: at,
    },
  ]);
}
