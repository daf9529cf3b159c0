import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';

// GET /api/user-points/config answers config.points: the contract's defaults, each overridable
// from the environment (contract §10), parsed with the rest of the configuration.

const base = { DATA_DIR: '/tmp/perkdesk-points-config', JWT_SECRET: 'x'.repeat(40) };

describe('points settings from the environment', () => {
  it('overrides the defaults', () => {
    const config = loadConfig({
      ...base,
      TRANSACTION_REFERRAL_REWARD_PERCENTAGE: '20, 2',
      HIGHEST_REFERRAL_LEVEL: '2',
      NEW_CUSTOMER_REGISTRATION_REWARD: '7000',
      MINIMUM_ORDERS_RECEIVE_REGISTRATION_REWARD: '3',
    });
    expect(config.points).toMatchObject({
      transactionReferralRewardPercentage: [20, 2],
      highestReferralLevel: 2,
      newCustomerRegistrationReward: 7000,
      referrerRegistrationReward: 5000,
      minimumOrdersReceiveRegistrationReward: 3,
    });
  });

  it('names a bad value', () => {
    expect(() => loadConfig({ ...base, TRANSACTION_REFERRAL_REWARD_PERCENTAGE: '10,lots' })).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ ...base, TRANSACTION_REFERRAL_REWARD_PERCENTAGE: '10,lots' })).toThrow(
      /TRANSACTION_REFERRAL_REWARD_PERCENTAGE/,
    );
  });
});
