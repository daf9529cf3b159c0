import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { paymentWebhookEvents } from '../../db/schema/index';

/** Records a processed event; false when it was recorded already. */
export async function recordWebhookEvent(
  db: Executor,
  event: { id: string; type: string },
  now: Date,
): Promise<boolean> {
  const rows = await db
    .insert(paymentWebhookEvents)
    .values({ id: event.id, type: event.type, receivedAt: now })
    .onConflictDoNothing()
    .returning({ id: paymentWebhookEvents.id });
  return rows.length > 0;
}

export async function isWebhookEventRecorded(db: Executor, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: paymentWebhookEvents.id })
    .from(paymentWebhookEvents)
    .where(eq(paymentWebhookEvents.id, id));
  return row !== undefined;
}
