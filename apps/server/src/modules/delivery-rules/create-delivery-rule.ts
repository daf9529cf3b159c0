import type { DeliveryRule, DeliveryRuleInput } from '@perkdesk/contracts';
import { newId } from '../../lib/ids';
import { checkStoreRules } from './check-store-rules';
import type { DeliveryRuleContext } from './delivery-rule-context';
import { toDeliveryRule } from './delivery-rule-mapper';
import { insertRule } from './delivery-rules.repository';
import { onLockedStore } from './on-locked-store';
import { ruleFields } from './rule-fields';

export async function createDeliveryRule(
  ctx: DeliveryRuleContext,
  merchantId: string,
  storeId: string,
  input: DeliveryRuleInput,
): Promise<DeliveryRule> {
  const fields = await ruleFields(ctx, input);
  return onLockedStore(ctx, merchantId, storeId, async (tx) => {
    const now = ctx.clock.now();
    const rule = { id: newId(), storeId, merchantId, ...fields, status: 'ACTIVE' as const };
    await checkStoreRules(tx, merchantId, storeId, { ...rule, seq: 0, createdAt: now, updatedAt: now });
    return toDeliveryRule(await insertRule(tx, { ...rule, createdAt: now, updatedAt: now }));
  });
}
