import type { MerchantOrder } from '@perkdesk/contracts';
import { allowedMerchantActions, type MerchantAction } from '@perkdesk/domain';

/** Actions that send a processing time in minutes (contract §9). */
export const TIMED_ACTIONS: readonly MerchantAction[] = ['preparing', 'delivering'];
/** Actions that send the customer a reason: a dialog asks for it. */
export const REASONED_ACTIONS: readonly MerchantAction[] = ['reject', 'cancel'];
/** Actions shown as red buttons: both refund the customer. */
export const DANGER_ACTIONS: readonly MerchantAction[] = ['reject', 'cancel'];

/** A processing time the merchant has not changed yet. */
export const DEFAULT_PROCESSING_MINUTES = 15;

/**
 * The buttons of the detail pane: what the domain's rules allow now (the server checks the same
 * rules), the moving-forward action first and the refunds last.
 */
export function orderActionButtons(order: MerchantOrder): MerchantAction[] {
  const allowed = allowedMerchantActions(order);
  const forward = allowed.filter((action) => !DANGER_ACTIONS.includes(action));
  return [...forward, ...allowed.filter((action) => DANGER_ACTIONS.includes(action))];
}
