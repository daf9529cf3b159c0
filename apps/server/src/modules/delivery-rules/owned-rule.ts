import type { Executor } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { type DeliveryRuleRow, findRule } from './delivery-rules.repository';

/** A rule of the merchant's store, deleted or not; any other id is 404. */
export async function ownedRule(
  db: Executor,
  merchantId: string,
  storeId: string,
  ruleId: string,
): Promise<DeliveryRuleRow> {
  const rule = await findRule(db, merchantId, storeId, ruleId);
  if (!rule) throw notFound();
  return rule;
}
