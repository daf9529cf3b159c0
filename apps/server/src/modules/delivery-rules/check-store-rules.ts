import { checkDeliveryRules } from '@perkdesk/domain';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { termsOf } from './delivery-rule-mapper';
import { type DeliveryRuleRow, listAllRules } from './delivery-rules.repository';

const PROBLEM_CODES = {
  NOT_UNIQUE: 'DELIVERY_RULE_NOT_UNIQUE',
  ZERO_MINIMUM_REQUIRED: 'DELIVERY_RULE_ZERO_MINIMUM_REQUIRED',
} as const;

/** The domain's checks over the store's rules as they would be with `changed` in place. */
export async function checkStoreRules(
  tx: Executor,
  merchantId: string,
  storeId: string,
  changed: DeliveryRuleRow,
): Promise<void> {
  const rules = (await listAllRules(tx, merchantId, storeId)).filter((rule) => rule.id !== changed.id);
  const problem = checkDeliveryRules([...rules, changed].map(termsOf));
  if (problem) throw new AppError(PROBLEM_CODES[problem]);
}
