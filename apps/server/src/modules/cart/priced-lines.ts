import type { PriceCartResult } from '@perkdesk/domain';
import type { StoredCartLine } from '../../db/schema/index';
import type { LineProblem } from './line-problems';
import type { PricingContext } from './pricing-context';

export interface PricedLines<P = never> {
  /** The lines to keep, as stored: a deleted product's line and deleted add-ons are gone. */
  lines: StoredCartLine[];
  /** Whether anything went, so that a writer stores `lines` back. */
  vanished: boolean;
  /** Kept lines that fail the line validation now; the cart still shows and prices them. */
  problems: LineProblem[];
  result: PriceCartResult<P>;
}

/** What `priceCart` takes besides the lines and the stage: the store, its taxes, the service fee. */
export const pricingBaseOf = (context: PricingContext) => ({
  store: { id: context.store.id, taxConfigIds: context.store.taxConfigIds },
  taxConfigs: context.taxConfigs,
  serviceFee: context.serviceFee,
});
