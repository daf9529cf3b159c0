import type { PaymentSubscriptionView } from '@perkdesk/contracts';
import { describe, expect, it } from 'vitest';
import { subscriptionState } from './subscription-state';

const subscription = (overrides: Partial<PaymentSubscriptionView>): PaymentSubscriptionView => ({
  id: 'sub_1',
  status: 'active',
  cancelAtPeriodEnd: false,
  currentPeriodEnd: '2026-04-10T14:00:00.000Z',
  planName: 'AI Post Generator',
  amount: 19.99,
  currency: 'cad',
  ...overrides,
});

describe('subscriptionState', () => {
  it('is none without subscriptions, or with only ended ones', () => {
    expect(subscriptionState([])).toEqual({ kind: 'none' });
    expect(
      subscriptionState([
        subscription({ status: 'canceled' }),
        subscription({ status: 'incomplete_expired' }),
      ]),
    ).toEqual({ kind: 'none' });
  });

  it('is active while renewing, cancel-pending once cancelled at the period end', () => {
    const renewing = subscription({});
    expect(subscriptionState([renewing])).toEqual({ kind: 'active', subscription: renewing });
    const ending = subscription({ cancelAtPeriodEnd: true });
    expect(subscriptionState([ending])).toEqual({ kind: 'cancelPending', subscription: ending });
  });

  it('takes the running subscription that lasts longest', () => {
    const old = subscription({
      id: 'sub_old',
      status: 'canceled',
      currentPeriodEnd: '2026-09-01T00:00:00.000Z',
    });
    const short = subscription({ id: 'sub_short', currentPeriodEnd: '2026-03-01T00:00:00.000Z' });
    const long = subscription({
      id: 'sub_long',
      status: 'past_due',
      currentPeriodEnd: '2026-05-01T00:00:00.000Z',
    });
    expect(subscriptionState([old, short, long])).toEqual({ kind: 'active', subscription: long });
  });
});
