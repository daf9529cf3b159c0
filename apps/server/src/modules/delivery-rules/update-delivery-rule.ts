import type { DeliveryRule, DeliveryRuleInput } from '@perkdesk/contracts';
import { writable } from '../stores/writable';
import { checkStoreRules } from './check-store-rules';
import type { DeliveryRuleContext } from './delivery-rule-context';
import { toDeliveryRule } from './delivery-rule-mapper';
import { updateRule } from './delivery-rules.repository';
import { onLockedStore } from './on-locked-store';
import { ownedRule } from './owned-rule';
import { ruleFields } from './rule-fields';

export async function updateDeliveryRule(
  ctx: DeliveryRuleContext,
  merchantId: string,
  storeId: string,
  ruleId: string,
  input: DeliveryRuleInput,
): Promise<DeliveryRule> {
  const fields = await ruleFields(ctx, input);
  return onLockedStore(ctx, merchantId, storeId, async (tx) => {
    const current = writable(await ownedRule(tx, merchantId, storeId, ruleId));
    const now = ctx.clock.now();
    await checkStoreRules(tx, merchantId, storeId, { ...current, ...fields });
    return toDeliveryRule(await updateRule(tx, merchantId, ruleId, { ...fields, updatedAt: now }));
  });
}
