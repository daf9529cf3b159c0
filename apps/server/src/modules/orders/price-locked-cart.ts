import { type CheckoutBody, itemUnavailableMessage } from '@perkdesk/contracts';
import { insideWindows, type WeekWindow } from '@perkdesk/domain';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { type CartRow, lockCart } from '../cart/cart.public';
import type { CartService } from '../cart/cart.service';
import { withCheckoutPicks } from '../cart/cart-changes';
import { frozenPricingOf, priceStoredLinesWithDeals } from '../cart/cart-deals';
import type { OrderContext } from './order-context';
import type { FrozenPricing } from './order-mapper';

export type CheckoutBasis = Awaited<ReturnType<CartService['checkoutBasis']>>;

type PricingInput = { customerId: string; basis: CheckoutBasis; body: CheckoutBody; balance: number | null };

/**
 * The customer's cart locked and priced now (`priceCart`). The lock makes a second checkout of the
 * cart wait, then replace the first; any refusal rolls back and changes nothing.
 */
export async function priceLockedCart(
  ctx: OrderContext,
  tx: Executor,
  input: PricingInput,
): Promise<FrozenPricing> {
  const { store, instant: now } = input.basis.menu;
  return priceCart(ctx, tx, await lockCart(tx, input.customerId, store.id, now), input);
}

/**
 * The cart priced now, with the refusals of checkout: CART_EMPTY, STORE_CLOSED (outside
 * operationTime in the store's zone; empty means always open), ITEM_UNAVAILABLE, and the
 * global-point checks.
 */
export async function priceCart(
  ctx: OrderContext,
  db: Executor,
  cart: CartRow,
  input: PricingInput,
): Promise<FrozenPricing> {
  const { customerId, basis, body, balance } = input;
  const { menu, promotions } = basis;
  const { store, instant: now } = menu;
  const points = body.globalPoints ?? null;
  // `toBeAppliedItems` replace the cart's picks; a promotion that stopped applying simply gives
  // nothing (contract §9 Re-checks).
  const stored = withCheckoutPicks(cart, body.toBeAppliedItems);
  const [context, history] = await Promise.all([
    ctx.carts.linesUnderLock(db, menu, stored),
    ctx.carts.historyUnderLock(db, customerId, store, promotions, cart.couponCode),
  ]);
  const outcome = priceStoredLinesWithDeals(
    context,
    stored,
    { promotions, customer: history, couponCode: cart.couponCode },
    { globalPoints: points === null ? null : { used: points, balance: balance ?? 0 } },
  );
  if (outcome.lines.length === 0) throw new AppError('CART_EMPTY');
  if (!insideWindows(store.operationTime as WeekWindow[], now, store.timeZone))
    throw new AppError('STORE_CLOSED');
  const problem = outcome.problems[0];
  if (problem) throw new AppError('ITEM_UNAVAILABLE', itemUnavailableMessage(problem.productName));
  if (!outcome.result.ok) throw new AppError(outcome.result.refusal.code, outcome.result.refusal.message);
  return frozenPricingOf(outcome.result.cart);
}
