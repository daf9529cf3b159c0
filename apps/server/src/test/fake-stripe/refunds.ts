import type { FakeRefund, FakeRoute, FakeStripeState } from './model';
import { intentOn } from './payment-intents';
import { fakeId, integer, invalid, StripeFailure } from './wire';

/** The refund as Stripe shows it (without the fake's own fields). */
export const publicRefund = ({ account: _account, ...refund }: FakeRefund) => refund;

/** Refunds of a succeeded intent, in full or in part, never beyond what was received. */
export function refundRoutes(state: FakeStripeState): FakeRoute[] {
  return [
    {
      method: 'POST',
      pattern: /^\/v1\/refunds$/,
      handle: (_m, body, account) => {
        const intent = intentOn(state, account, String(body.payment_intent ?? ''));
        if (intent.status !== 'succeeded')
          throw invalid(`This PaymentIntent does not have a successful charge to refund.`);
        const left = intent.amount_received - intent.refunded;
        const amount = body.amount === undefined ? left : integer(body.amount, 'amount');
        if (amount <= 0 || amount > left) {
          throw new StripeFailure(400, {
            error: {
              type: 'invalid_request_error',
              code: 'charge_already_refunded',
              message: `Charge ${intent.id} has already been refunded.`,
            },
          });
        }
        intent.refunded += amount;
        const refund: FakeRefund = {
          id: fakeId('re'),
          object: 'refund',
          amount,
          payment_intent: intent.id,
          status: 'succeeded',
          refund_application_fee: body.refund_application_fee === 'true',
          metadata: (body.metadata as Record<string, string>) ?? {},
          account,
        };
        state.refunds.push(refund);
        return publicRefund(refund);
      },
    },
    {
      method: 'GET',
      pattern: /^\/v1\/refunds$/,
      handle: (_m, query, account) => {
        const intent = intentOn(state, account, String(query.payment_intent ?? ''));
        const data = state.refunds.filter((refund) => refund.payment_intent === intent.id).reverse();
        return { object: 'list', data: data.map(publicRefund), has_more: false, url: '/v1/refunds' };
      },
    },
  ];
}
