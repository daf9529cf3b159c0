import type { ServiceFeeTerms } from '@perkdesk/domain';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { PaymentAccountCheck } from '../../lib/payment-account-check';
import { merchantPromotions } from '../promotions/promotions.public';
import type { PromotionSource } from './load-cart-perks';
import type { LoyaltyBalances } from './loyalty-balances';
import { createMenuCache, type MenuCache, type VersionedStore } from './menu-cache';
import { paymentsConnectedByVersion } from './payments-connected';

export interface CartDeps {
  db: Db;
  clock: Clock;
  hasPaymentAccount: PaymentAccountCheck;
  serviceFee: ServiceFeeTerms;
  menus?: MenuCache;
  /** The merchant's promotions (default: the promotions repository, cached per catalogue version). */
  promotions?: PromotionSource;
  /** Punch and point balances the redeem route checks (app.ts: the loyalty module's; default: none). */
  loyaltyBalances?: LoyaltyBalances;
}

/** What the cart's use cases run with: one per service. */
export interface CartContext {
  db: Db;
  clock: Clock;
  menus: MenuCache;
  promotions: PromotionSource;
  balances: LoyaltyBalances;
  paymentsConnected: (versioned: VersionedStore) => Promise<boolean>;
}

/** Without the loyalty module's balances every redemption is refused. */
const noLoyaltyBalances: LoyaltyBalances = {
  punches: async () => new Map(),
  merchantPoints: async () => 0,
};

export function createCartContext(deps: CartDeps): CartContext {
  return {
    db: deps.db,
    clock: deps.clock,
    menus: deps.menus ?? createMenuCache({ serviceFee: deps.serviceFee }),
    promotions: deps.promotions ?? merchantPromotions,
    balances: deps.loyaltyBalances ?? noLoyaltyBalances,
    paymentsConnected: paymentsConnectedByVersion(deps.hasPaymentAccount),
  };
}
