import type { ClickEventBody } from '@perkdesk/contracts';
import { eventStore } from './event-store';
import { occurredAt } from './event-time';
import { insertEvents } from './events.repository';
import type { EventContext } from './events-context';

/** A click on the store's call, directions, website or share button; calls count as TOTAL_CALLS. */
export async function recordClick(
  ctx: EventContext,
  customerId: string,
  body: ClickEventBody,
): Promise<void> {
  const at = occurredAt(ctx, body.triggeredAt);
  const store = await eventStore(ctx, body.merchantId, body.storeId);
  await insertEvents(ctx.db, [
    {
      merchantId: store.merchantId,
      storeId: store.id,
      customerId,
      kind: 'CLICK',
      entity: body.entity,
      occurredAt: at,
    },
  ]);
}
