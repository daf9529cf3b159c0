import { type MerchantOrder, REFUND_MESSAGES, type RefundBody, refundBodySchema } from '@perkdesk/contracts';

const cents = (dollars: number) => Math.round(dollars * 100);

/** What can still be refunded: the total less every refund so far, in whole cents. */
export function remainingOf(order: Pick<MerchantOrder, 'totalAmount' | 'refundedAmount'>): number {
  return Math.max(0, cents(order.totalAmount) - cents(order.refundedAmount)) / 100;
}

/** Only a completed order with money left takes a refund (contract: ORDER_NOT_REFUNDABLE otherwise). */
export function canRefund(order: Pick<MerchantOrder, 'status' | 'totalAmount' | 'refundedAmount'>): boolean {
  return order.status === 'COMPLETED' && remainingOf(order) > 0;
}

export type RefundProblem = 'amountRequired' | 'amountTooHigh' | 'reasonRequired' | 'reasonTooLong';

export interface RefundProblems {
  amount?: RefundProblem;
  reason?: RefundProblem;
}

/**
 * The refund form checked with the contract's own schema, plus the one rule the server checks
 * against the order (REFUND_EXCEEDS_REMAINING): the body to send, or the problem of each field.
 */
export function checkRefund(
  amount: number | null,
  reason: string,
  remaining: number,
): { body: RefundBody } | { problems: RefundProblems } {
  const parsed = refundBodySchema.safeParse({ amount: amount ?? 0, reason });
  const problems: RefundProblems = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      if (issue.path[0] === 'amount') problems.amount ??= 'amountRequired';
      if (issue.path[0] === 'reason')
        problems.reason ??=
          issue.message === REFUND_MESSAGES.reasonLength ? 'reasonTooLong' : 'reasonRequired';
    }
  }
  if (!problems.amount && amount !== null && cents(amount) > cents(remaining))
    problems.amount = 'amountTooHigh';
  if (parsed.success && !problems.amount) return { body: parsed.data };
  return { problems };
}
