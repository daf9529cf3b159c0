import { writable } from '../stores/writable';
import { checkStoreRules } from './check-store-rules';
import type { DeliveryRuleContext } from './delivery-rule-context';
import { updateRule } from './delivery-rules.repository';
import { onLockedStore } from './on-locked-store';
import { ownedRule } from './owned-rule';

/** Deleting may leave higher minimums without their zero rule: the checks refuse that too. */
export async function deleteDeliveryRule(
  ctx: DeliveryRuleContext,
  merchantId: string,
  storeId: string,
  ruleId: string,
): Promise<{ id: string }> {
  return onLockedStore(ctx, merchantId, storeId, async (tx) => {
    const current = writable(await ownedRule(tx, merchantId, storeId, ruleId));
    await checkStoreRules(tx, merchantId, storeId, { ...current, status: 'DELETED' });
    await updateRule(tx, merchantId, ruleId, { status: 'DELETED', updatedAt: ctx.clock.now() });
    return { id: ruleId };
  });
}
