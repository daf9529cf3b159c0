import { and, asc, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { deliveryRules } from '../../db/schema/index';

export type DeliveryRuleRow = typeof deliveryRules.$inferSelect;
export type NewDeliveryRule = typeof deliveryRules.$inferInsert;

/** Every rule of the store, deleted ones too: the checks look at the live ones themselves. */
export function listAllRules(db: Executor, merchantId: string, storeId: string): Promise<DeliveryRuleRow[]> {
  return db
    .select()
    .from(deliveryRules)
    .where(and(eq(deliveryRules.merchantId, merchantId), eq(deliveryRules.storeId, storeId)))
    .orderBy(asc(deliveryRules.seq));
}

/** The store's rules that are not deleted, in creation order. */
export function listLiveRules(db: Executor, merchantId: string, storeId: string): Promise<DeliveryRuleRow[]> {
  return db
    .select()
    .from(deliveryRules)
    .where(
      and(
        eq(deliveryRules.merchantId, merchantId),
        eq(deliveryRules.storeId, storeId),
        ne(deliveryRules.status, 'DELETED'),
      ),
    )
    .orderBy(asc(deliveryRules.seq));
}

export async function findRule(
  db: Executor,
  merchantId: string,
  storeId: string,
  id: string,
): Promise<DeliveryRuleRow | undefined> {
  const [row] = await db
    .select()
    .from(deliveryRules)
    .where(
      and(
        eq(deliveryRules.merchantId, merchantId),
        eq(deliveryRules.storeId, storeId),
        eq(deliveryRules.id, id),
      ),
    );
  return row;
}

export async function insertRule(db: Executor, rule: NewDeliveryRule): Promise<DeliveryRuleRow> {
  const [row] = await db.insert(deliveryRules).values(rule).returning();
  return row as DeliveryRuleRow;
}

export async function updateRule(
  db: Executor,
  merchantId: string,
  id: string,
  patch: Partial<NewDeliveryRule>,
): Promise<DeliveryRuleRow> {
  const [row] = await db
    .update(deliveryRules)
    .set(patch)
    .where(and(eq(deliveryRules.merchantId, merchantId), eq(deliveryRules.id, id)))
    .returning();
  return row as DeliveryRuleRow;
}
