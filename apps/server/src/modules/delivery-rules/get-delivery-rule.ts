import type { DeliveryRule } from '@perkdesk/contracts';
import type { DeliveryRuleContext } from './delivery-rule-context';
import { toDeliveryRule } from './delivery-rule-mapper';
import { ownedRule } from './owned-rule';

/** Deleted rules are still returned by id. */
export async function getDeliveryRule(
  ctx: DeliveryRuleContext,
  merchantId: string,
  storeId: string,
  ruleId: string,
): Promise<DeliveryRule> {
  return toDeliveryRule(await ownedRule(ctx.db, merchantId, storeId, ruleId));
}
