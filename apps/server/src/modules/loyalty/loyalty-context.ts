import type { PointsConfig } from '@perkdesk/contracts';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { PromotionStock } from './promotion-stock';

/** What the loyalty routes' use cases run with. */
export interface LoyaltyContext {
  db: Db;
  clock: Clock;
  points: PointsConfig;
}

/** What an order's loyalty steps run with, inside the caller's transaction. */
export interface OrderLoyaltyContext {
  now: () => Date;
  points: PointsConfig;
  stock: PromotionStock;
}
