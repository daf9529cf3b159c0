import { type DeliveryRule, SETTABLE_STATUSES } from '@perkdesk/contracts';
import { AppError } from '../../lib/app-error';
import { writable } from '../stores/writable';
import type { DeliveryRuleContext } from './delivery-rule-context';
import { toDeliveryRule } from './delivery-rule-mapper';
import { updateRule } from './delivery-rules.repository';
import { onLockedStore } from './on-locked-store';
import { ownedRule } from './owned-rule';

/** Status never enters the checks (inactive rules still count), so a status change cannot break them. */
export async function setDeliveryRuleStatus(
  ctx: DeliveryRuleContext,
  merchantId: string,
  storeId: string,
  ruleId: string,
  status: string,
): Promise<DeliveryRule> {
  return onLockedStore(ctx, merchantId, storeId, async (tx) => {
    writable(await ownedRule(tx, merchantId, storeId, ruleId));
    if (!(SETTABLE_STATUSES as readonly string[]).includes(status)) throw new AppError('INVALID_STATUS');
    const next = status as (typeof SETTABLE_STATUSES)[number];
    return toDeliveryRule(
      await updateRule(tx, merchantId, ruleId, { status: next, updatedAt: ctx.clock.now() }),
    );
  });
}
