import type { VisitEventBody } from '@perkdesk/contracts';
import { eventStore } from './event-store';
import { occurredAt } from './event-time';
import { insertEvents } from './events.repository';
import type { EventContext } from './events-context';

/** A visit counts once per store named, every store checked before any is written. */
export async function recordVisit(
  ctx: EventContext,
  customerId: string,
  body: VisitEventBody,
): Promise<void> {
  const at = occurredAt(ctx, body.triggeredAt);
  const pairs = Object.entries(body.merchantStores).flatMap(([merchantId, storeIds]) =>
    [...new Set(storeIds)].map((storeId) => ({ merchantId, storeId })),
  );
  for (const { merchantId, storeId } of pairs) await eventStore(ctx, merchantId, storeId);
  await insertEvents(
    ctx.db,
    pairs.map(({ merchantId, storeId }) => ({
      merchantId,
      storeId,
      customerId,
      kind: 'VISIT',
      postRef: body.postRef ?? null,
      occurredAt: at,
    })),
  );
}
