import type { DeliveryRuleInput } from '@perkdesk/contracts';
import { toCents } from '@perkdesk/domain';
import type { DeliveryRuleContext } from './delivery-rule-context';

/** The columns a full body sets, its own taxes checked when it has them. */
export async function ruleFields(ctx: DeliveryRuleContext, input: DeliveryRuleInput) {
  const isDefaultStoreTax = input.isDefaultStoreTax ?? true;
  const taxConfigIds = [...new Set(input.taxConfigIds ?? [])];
  // The rule's own taxes only apply without the store's; an empty list then means exempt.
  if (!isDefaultStoreTax) await ctx.taxes.check(taxConfigIds, 'taxConfigIds', { required: false });
  return {
    name: input.name,
    distance: input.distance,
    priceCents: toCents(input.price),
    minAmountCents: toCents(input.minAmount),
    taxConfigIds,
    isDefaultStoreTax,
  };
}
