import { randomBytes } from 'node:crypto';
import type { FakeIntent, FakeRoute, FakeStripeState } from './model';
import { fakeId, integer, invalid, missing, StripeFailure } from './wire';

/** The intent as Stripe shows it (without the fake's own fields). */
export const publicIntent = ({ account: _account, refunded: _refunded, ...intent }: FakeIntent) => intent;

/** The intent on this connected account; another account's intent is unknown (404). */
export function intentOn(state: FakeStripeState, account: string | null, intentId: string): FakeIntent {
  const intent = state.intents.get(intentId);
  if (!intent || intent.account !== account) throw missing('payment_intent', intentId);
  return intent;
}

/** A card payment: `pm_card_chargeDeclined` is declined (402), any other succeeds. */
export function confirmIntent(intent: FakeIntent, paymentMethod: string): void {
  if (!['requires_payment_method', 'requires_confirmation'].includes(intent.status)) {
    throw invalid(`This PaymentIntent's status is ${intent.status}; it cannot be confirmed.`);
  }
  if (paymentMethod === 'pm_card_chargeDeclined') {
    intent.status = 'requires_payment_method';
    intent.last_payment_error = { code: 'card_declined', message: 'Your card was declined.' };
    throw new StripeFailure(402, {
      error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
    });
  }
  intent.status = 'succeeded';
  intent.amount_received = intent.amount;
  intent.last_payment_error = null;
}

/** Payment intents: create, retrieve, update, cancel, confirm. */
export function intentRoutes(state: FakeStripeState): FakeRoute[] {
  return [
    {
      method: 'POST',
      pattern: /^\/v1\/payment_intents$/,
      handle: (_m, body, account) => {
        const amount = integer(body.amount, 'amount');
        if (amount < 50) throw invalid('Amount must be at least $0.50 cad', 'amount');
        const fee =
          body.application_fee_amount === undefined
            ? null
            : integer(body.application_fee_amount, 'application_fee_amount');
        if (fee !== null && !account)
          throw invalid(
            'Can only apply an application_fee_amount when the PaymentIntent is created on behalf of another account.',
          );
        const intentId = fakeId('pi');
        const intent: FakeIntent = {
          id: intentId,
          object: 'payment_intent',
          amount,
          amount_received: 0,
          currency: String(body.currency ?? ''),
          status: 'requires_payment_method',
          client_secret: `${intentId}_secret_${randomBytes(8).toString('hex')}`,
          application_fee_amount: fee,
          metadata: (body.metadata as Record<string, string>) ?? {},
          last_payment_error: null,
          account,
          refunded: 0,
        };
        state.intents.set(intentId, intent);
        return publicIntent(intent);
      },
    },
    {
      method: 'GET',
      pattern: /^\/v1\/payment_intents\/([^/]+)$/,
      handle: ([, intentId], _body, account) => publicIntent(intentOn(state, account, intentId as string)),
    },
    {
      method: 'POST',
      pattern: /^\/v1\/payment_intents\/([^/]+)$/,
      handle: ([, intentId], body, account) => {
        const intent = intentOn(state, account, intentId as string);
        if (
          !['requires_payment_method', 'requires_confirmation', 'requires_action'].includes(intent.status)
        ) {
          throw invalid(
            `This PaymentIntent's amount could not be updated because it has a status of ${intent.status}.`,
          );
        }
        if (body.amount !== undefined) intent.amount = integer(body.amount, 'amount');
        if (body.application_fee_amount === '') intent.application_fee_amount = null;
        else if (body.application_fee_amount !== undefined)
          intent.application_fee_amount = integer(body.application_fee_amount, 'application_fee_amount');
        return publicIntent(intent);
      },
    },
    {
      method: 'POST',
      pattern: /^\/v1\/payment_intents\/([^/]+)\/cancel$/,
      handle: ([, intentId], _body, account) => {
        const intent = intentOn(state, account, intentId as string);
        if (['succeeded', 'canceled'].includes(intent.status)) {
          throw invalid(`You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`);
        }
        intent.status = 'canceled';
        return publicIntent(intent);
      },
    },
    {
      method: 'POST',
      pattern: /^\/v1\/payment_intents\/([^/]+)\/confirm$/,
      handle: ([, intentId], body, account) => {
        const intent = intentOn(state, account, intentId as string);
        confirmIntent(intent, String(body.payment_method ?? 'pm_card_visa'));
        return publicIntent(intent);
      },
    },
  ];
}
