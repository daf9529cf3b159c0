import type { CartItemInput } from '@perkdesk/contracts';
import type { StoredCartLine } from '../../db/schema/index';
import { notFound, validationFailed } from '../../lib/app-error';
import { checkLine, type PricingContext } from './pricing-context';

/** Refuses a line the menu now does not allow: 400 VALIDATION_FAILED with the contract's violations. */
export function refuseInvalidLine(context: PricingContext, item: CartItemInput): void {
  const violations = checkLine(context, item);
  if (violations.length > 0) throw validationFailed(violations);
}

/** The place of a cart's line by id; an unknown id is 404. */
export function indexOfLine(lines: readonly StoredCartLine[], lineId: string): number {
  const index = lines.findIndex((line) => line.id === lineId);
  if (index < 0) throw notFound();
  return index;
}
