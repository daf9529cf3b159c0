import type { DeliveryRule } from '@perkdesk/contracts';
import { notFound } from '../../lib/app-error';
import { findStore } from '../stores/stores.public';
import type { DeliveryRuleContext } from './delivery-rule-context';
import { toDeliveryRule } from './delivery-rule-mapper';
import { listLiveRules } from './delivery-rules.repository';

/** The store's rules that are not deleted, in creation order. */
export async function listDeliveryRules(
  ctx: DeliveryRuleContext,
  merchantId: string,
  storeId: string,
): Promise<DeliveryRule[]> {
  if (!(await findStore(ctx.db, merchantId, storeId))) throw notFound();
  return (await listLiveRules(ctx.db, merchantId, storeId)).map(toDeliveryRule);
}
