import type { DeliveryRule } from '@perkdesk/contracts';
import { type DeliveryRuleTerms, fromCents } from '@perkdesk/domain';
import type { DeliveryRuleRow } from './delivery-rules.repository';

export function toDeliveryRule(row: DeliveryRuleRow): DeliveryRule {
  return {
    id: row.id,
    storeId: row.storeId,
    name: row.name,
    distance: row.distance,
    price: fromCents(row.priceCents),
    minAmount: fromCents(row.minAmountCents),
    taxConfigIds: row.taxConfigIds,
    isDefaultStoreTax: row.isDefaultStoreTax,
    status: row.status,
    lastUpdatedAt: row.updatedAt.toISOString(),
  };
}

/** What the domain's checks and selection read of a rule. */
export const termsOf = (row: DeliveryRuleRow): DeliveryRuleTerms & { row: DeliveryRuleRow } => ({
  id: row.id,
  distance: row.distance,
  minAmountCents: row.minAmountCents,
  status: row.status,
  row,
});
