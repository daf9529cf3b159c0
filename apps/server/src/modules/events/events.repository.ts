import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orderRatings, storeEvents, storeFollows, stores } from '../../db/schema/index';

export type NewStoreEvent = typeof storeEvents.$inferInsert;
export type NewOrderRating = typeof orderRatings.$inferInsert;

export async function insertEvents(db: Executor, events: NewStoreEvent[]): Promise<void> {
  if (events.length > 0) await db.insert(storeEvents).values(events);
}

/** The rating, unless the order already has one: false then. */
export async function insertRating(db: Executor, rating: NewOrderRating): Promise<boolean> {
  const rows = await db
    .insert(orderRatings)
    .values(rating)
    .onConflictDoNothing()
    .returning({ orderId: orderRatings.orderId });
  return rows.length > 0;
}

/** The rating the customer gave the order, if any. */
export async function findCustomerRating(db: Executor, orderId: string, customerId: string) {
  const [row] = await db
    .select({
      orderId: orderRatings.orderId,
      rating: orderRatings.rating,
      comment: orderRatings.comment,
      ratedAt: orderRatings.ratedAt,
    })
    .from(orderRatings)
    .where(and(eq(orderRatings.orderId, orderId), eq(orderRatings.customerId, customerId)));
  return row;
}

/** Opens a follow of the store unless the customer already has one open. */
export async function openFollow(db: Executor, follow: typeof storeFollows.$inferInsert): Promise<void> {
  await db
    .insert(storeFollows)
    .values(follow)
    .onConflictDoNothing({
      target: [storeFollows.customerId, storeFollows.storeId],
      where: isNull(storeFollows.unsubscribedAt),
    });
}

export async function closeFollow(
  db: Executor,
  customerId: string,
  storeId: string,
  now: Date,
): Promise<void> {
  await db
    .update(storeFollows)
    .set({ unsubscribedAt: now })
    .where(
      and(
        eq(storeFollows.customerId, customerId),
        eq(storeFollows.storeId, storeId),
        isNull(storeFollows.unsubscribedAt),
      ),
    );
}

/** The customer's open follows of stores that are not deleted, oldest first, with the store's name. */
export function listOpenFollows(db: Executor, customerId: string) {
  return db
    .select({ storeId: storeFollows.storeId, storeName: stores.name })
    .from(storeFollows)
    .innerJoin(stores, eq(stores.id, storeFollows.storeId))
    .where(
      and(
        eq(storeFollows.customerId, customerId),
        isNull(storeFollows.unsubscribedAt),
        ne(stores.status, 'DELETED'),
      ),
    )
    .orderBy(asc(storeFollows.subscribedAt), asc(storeFollows.id));
}
