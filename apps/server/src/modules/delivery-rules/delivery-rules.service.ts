import type { DeliveryRuleInput } from '@perkdesk/contracts';
import { createDeliveryRule } from './create-delivery-rule';
import { deleteDeliveryRule } from './delete-delivery-rule';
import type { DeliveryRuleContext } from './delivery-rule-context';
import { getDeliveryRule } from './get-delivery-rule';
import { listDeliveryRules } from './list-delivery-rules';
import { setDeliveryRuleStatus } from './set-delivery-rule-status';
import { updateDeliveryRule } from './update-delivery-rule';

/** A store's delivery rules (contract §4); every write runs with the store row locked. */
export function createDeliveryRuleService(ctx: DeliveryRuleContext) {
  return {
    create: (merchantId: string, storeId: string, input: DeliveryRuleInput) =>
      createDeliveryRule(ctx, merchantId, storeId, input),
    list: (merchantId: string, storeId: string) => listDeliveryRules(ctx, merchantId, storeId),
    get: (merchantId: string, storeId: string, ruleId: string) =>
      getDeliveryRule(ctx, merchantId, storeId, ruleId),
    update: (merchantId: string, storeId: string, ruleId: string, input: DeliveryRuleInput) =>
      updateDeliveryRule(ctx, merchantId, storeId, ruleId, input),
    setStatus: (merchantId: string, storeId: string, ruleId: string, status: string) =>
      setDeliveryRuleStatus(ctx, merchantId, storeId, ruleId, status),
    remove: (merchantId: string, storeId: string, ruleId: string) =>
      deleteDeliveryRule(ctx, merchantId, storeId, ruleId),
  };
}
export type DeliveryRuleService = ReturnType<typeof createDeliveryRuleService>;
