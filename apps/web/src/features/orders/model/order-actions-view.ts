import type { MerchantOrder } from '@perkdesk/contracts';
import { allowedMerchantActions, applyMerchantAction, type MerchantAction } from '@perkdesk/domain';

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

/**
 * The order as `action` will leave it when it stays active (accept, preparing, ready, delivering,
 * paid at the store): shown at once while the server confirms. Null for an action that closes the
 * order or that the rules refuse: those wait for the server's answer.
 */
export function orderAfterAction(order: MerchantOrder, action: MerchantAction): MerchantOrder | null {
  const outcome = applyMerchantAction(order, action);
  if (!outcome.ok || outcome.status !== 'PAID') return null;
  return {
    ...order,
    status: outcome.status,
    serveStatus: outcome.serveStatus,
    paymentCollected: outcome.paymentCollected,
  };
}
