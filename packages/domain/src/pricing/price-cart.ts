import { type AppliedTaxCents, applyTaxes, type TaxRate } from '../applied-taxes';
import {
  DELIVERY_RULE_NOT_FOUND_MESSAGE,
  type PricedDelivery,
  type PricingDeliveryRule,
  priceDelivery,
} from './delivery';
import {
  type CartLineKind,
  type DiscountStage,
  type LineAmounts,
  type LineDiscount,
  noDiscounts,
} from './discounts';
import {
  effectiveTaxConfigIds,
  type ItemTaxEntry,
  type PricingTaxConfig,
  taxRatesFor,
} from './effective-taxes';
import {
  checkGlobalPoints,
  earnedGlobalPoints,
  GLOBAL_POINTS_MESSAGES,
  type GlobalPointsProblem,
  globalPointsEquivalentCents,
} from './global-points';
import { DEFAULT_SERVICE_FEE, type ServiceFeeTerms, serviceFeeCents } from './service-fee';

/** A product or add-on as pricing needs it: price in cents and its per-store tax entries. */
export interface PricingItem {
  id: string;
  name: string;
  priceCents: number;
  productTaxConfigs?: readonly ItemTaxEntry[] | null;
}

/** An add-on chosen on a line; `quantity` is per product unit (contract §8 line shape). */
export interface CartAddonInput {
  addon: PricingItem;
  quantity: number;
  addonGroupId?: string | null;
}

/** One cart line (contract §8): a product, its quantity (1–99) and its add-ons. */
export interface CartLineInput {
  /** The line id: "1", "2", … */
  id: string;
  /** Default NORMAL. */
  kind?: CartLineKind;
  product: PricingItem & { image?: string | null };
  quantity: number;
  instruction?: string | null;
  /** A pick's or redeem line's own promotion. */
  promotionId?: string | null;
  addons?: readonly CartAddonInput[];
}

export interface PriceCartInput<P = never> {
  /** The store priced for, and its current tax configuration ids. */
  store: { id: string; taxConfigIds: readonly string[] };
  /** Every tax configuration the store, the items and the delivery rules refer to. */
  taxConfigs: readonly PricingTaxConfig[] | ReadonlyMap<string, TaxRate>;
  lines: readonly CartLineInput[];
  /** Orders with serve type DELIVERY only: the distance (km) and the store's delivery rules. */
  delivery?: { distanceKm: number; rules: readonly PricingDeliveryRule[] } | null;
  /** Checkout only: the global points to spend and, when known, the customer's balance. */
  globalPoints?: { used: number; balance?: number | null } | null;
  serviceFee?: ServiceFeeTerms;
  /** Promotions and loyalty; the default discounts nothing. */
  discounts?: DiscountStage<P>;
}

/** An add-on entry as priced, in cents. */
export interface PricedAddon {
  addonId: string;
  name: string;
  addonGroupId: string | null;
  unitPriceCents: number;
  quantity: number;
  totalAmountCents: number;
  totalDiscountAmountCents: number;
  appliedTaxes: AppliedTaxCents[];
}

/** A line as priced, in cents. Its amounts and taxes are the product's; add-ons carry their own. */
export interface PricedLine {
  id: string;
  kind: CartLineKind;
  productId: string;
  name: string;
  image: string | null;
  unitPriceCents: number;
  quantity: number;
  instruction: string;
  totalAmountCents: number;
  totalAddonAmountCents: number;
  totalDiscountAmountCents: number;
  appliedTaxes: AppliedTaxCents[];
  addons: PricedAddon[];
  isFreeItem: boolean;
  isRedeem: boolean;
  appliedPromotionId: string | null;
}

/** A priced cart or order, in cents, with the amount fields of contract §8 and §9. */
export interface PricedCart<P = never> {
  storeId: string;
  items: PricedLine[];
  isCartEmpty: boolean;
  /** Normal lines plus redeem lines (contract §8 `cart-item-count`). */
  cartItemCount: number;
  /** Σ line quantities, add-ons excluded (contract §9). */
  numberOfItems: number;
  /** E: the normal lines' product amounts, for `requiredAmount` and suggestions. */
  eligibilityAmountCents: number;
  subAmountProductsCents: number;
  subAmountCents: number;
  discountAmountCents: number;
  /** Per (taxType, taxPercentage), in first-seen order: exact sums of the rounded line and add-on taxes. */
  appliedTaxes: AppliedTaxCents[];
  taxAmountCents: number;
  serviceFeeCents: number;
  /** Null unless a delivery was priced. */
  delivery: PricedDelivery | null;
  globalPointsUsed: number;
  globalPointsEquivalentAmountCents: number;
  earnedGlobalPoints: number;
  totalAmountCents: number;
  appliedPromotions: P[];
}

export type PricingRefusalCode = 'DELIVERY_RULE_NOT_FOUND' | GlobalPointsProblem;

/** A business refusal; the caller maps it to its status (the delivery one is 404 on a quote, 400 at confirm). */
export interface PricingRefusal {
  code: PricingRefusalCode;
  message: string;
}

export const PRICING_MESSAGES: Record<PricingRefusalCode, string> = {
  DELIVERY_RULE_NOT_FOUND: DELIVERY_RULE_NOT_FOUND_MESSAGE,
  ...GLOBAL_POINTS_MESSAGES,
};

export type PriceCartResult<P = never> =
  | { ok: true; cart: PricedCart<P> }
  | { ok: false; refusal: PricingRefusal };

const refuse = (code: PricingRefusalCode): { ok: false; refusal: PricingRefusal } => ({
  ok: false,
  refusal: { code, message: PRICING_MESSAGES[code] },
});

function assertCents(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${what} must be a whole number of cents ≥ 0, got ${value}.`);
  }
}

function assertQuantity(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 1) {
    throw new RangeError(`${what} must be a whole number ≥ 1, got ${value}.`);
  }
}

/** Adds taxes into the cart's groups, keyed by (taxType, taxPercentage). */
function addTaxes(groups: Map<string, AppliedTaxCents>, taxes: readonly AppliedTaxCents[]): void {
  for (const tax of taxes) {
    const key = `${tax.taxType}|${tax.taxPercentage}`;
    const group = groups.get(key);
    if (group) group.taxAmountCents += tax.taxAmountCents;
    else groups.set(key, { ...tax });
  }
}

const sumTaxes = (taxes: readonly AppliedTaxCents[]) =>
  taxes.reduce((sum, tax) => sum + tax.taxAmountCents, 0);

/** The stage's discounts summed per line, checked against the amounts they discount. */
function collectDiscounts(
  lines: readonly LineAmounts[],
  discounts: readonly LineDiscount[],
): Map<string, { product: number; addons: number[]; promotionId: string | null }> {
  const byLine = new Map<string, { product: number; addons: number[]; promotionId: string | null }>();
  const lineById = new Map(lines.map((line) => [line.lineId, line]));
  for (const discount of discounts) {
    const line = lineById.get(discount.lineId);
    if (!line) throw new RangeError(`A discount names an unknown line ${discount.lineId}.`);
    let entry = byLine.get(line.lineId);
    if (!entry) {
      entry = { product: 0, addons: line.addons.map(() => 0), promotionId: null };
      byLine.set(line.lineId, entry);
    }
    assertCents(discount.productCents, `Line ${line.lineId}'s discount`);
    entry.product += discount.productCents;
    const addonCents = discount.addonCents ?? [];
    if (addonCents.length > line.addons.length) {
      throw new RangeError(
        `Line ${line.lineId} has ${line.addons.length} add-ons, not ${addonCents.length}.`,
      );
    }
    addonCents.forEach((cents, i) => {
      assertCents(cents, `Line ${line.lineId}'s add-on discount`);
      entry.addons[i] = (entry.addons[i] ?? 0) + cents;
    });
    entry.promotionId ??= discount.appliedPromotionId ?? null;
  }
  for (const [lineId, entry] of byLine) {
    const line = lineById.get(lineId) as LineAmounts;
    if (entry.product > line.totalAmountCents) {
      throw new RangeError(`Line ${lineId} is discounted below 0.`);
    }
    entry.addons.forEach((cents, i) => {
      if (cents > (line.addons[i]?.totalAmountCents ?? 0)) {
        throw new RangeError(`An add-on of line ${lineId} is discounted below 0.`);
      }
    });
  }
  return byLine;
}

/**
 * Prices one cart of one store, in integer cents (contract §7; the cart of §8, the order of §9).
 *
 * Steps and every rounding, in order:
 * 1. **Amounts, exact.** `line.totalAmount = quantity × price`; each add-on entry's
 *    `totalAmount = line.quantity × addon.quantity × addon.price` (add-on quantity is per product
 *    unit); `totalAddonAmount` is their sum. `subAmountProducts = Σ line.totalAmount` over all
 *    lines (picks and redeem lines included); `subAmount = subAmountProducts + Σ addon.totalAmount`.
 *    E = Σ totalAmount of the normal lines, products only. No rounding: prices are cents.
 * 2. **Discounts** come from the `discounts` stage as whole cents per line and per add-on entry
 *    (its own maths rounds: percentages `halfUp` per line, fixed sums spread by largest remainder,
 *    contract §7 Deal maths). The default stage gives 0. A discount above what it discounts, a
 *    negative or fractional one, is a bug in the stage and throws.
 *    `discountAmount = Σ items.totalDiscountAmount + Σ items.addons.totalDiscountAmount`.
 * 3. **Taxes, per line and per tax, rounded half-up to the cent.** For the product part of a line
 *    and each of its effective taxes τ: `halfUp((totalAmount − totalDiscountAmount) × τ.pct / 100)`
 *    = `floor((b·m + 50000) / 100000)` with b in cents and m the percentage in thousandths
 *    (`applyTaxes`). Each add-on entry is taxed the same way, separately, with its own effective
 *    taxes (not per unit, not merged with the product). Zero taxes are omitted. Effective taxes:
 *    the item's entry for the store when `isDefaultStoreTax` is false (empty = exempt), else the
 *    store's `taxConfigIds`.
 * 4. **Cart taxes are not re-rounded**: `appliedTaxes` are the exact sums of the rounded line and
 *    add-on taxes grouped by (taxType, taxPercentage), in first-seen order; `taxAmount` is their
 *    total. (So they may differ by a cent or more from taxing the subtotal.)
 * 5. **N = subAmount − discountAmount.** Service fee: `serviceFee.amountCents` when
 *    0 < N < `thresholdCents`, else 0; never taxed. `earnedGlobalPoints = floor(10 × N$)`, i.e.
 *    floor(N¢ / 10), rounding down.
 * 6. **Global points** (checkout only): refused unless a non-negative multiple of 10,000, at most
 *    10,000 × floor(N / $10) and at most the balance (when given), in that order. Worth
 *    points / 1,000 dollars = points / 10 cents, exact for any multiple of 10,000.
 * 7. **Delivery** (DELIVERY orders only): the rule `selectDeliveryRule` picks for the distance as
 *    given (2 decimals when it comes from `deliveryDistanceKm`) and the amount N; none matching
 *    is the refusal `DELIVERY_RULE_NOT_FOUND`. Each delivery tax is `halfUp(price × pct / 100)`,
 *    zero taxes omitted, kept apart in `deliveryAppliedTaxes` (not in `appliedTaxes`).
 * 8. **Total, exact:** `subAmount − discountAmount + taxAmount + deliveryPrice + Σ delivery
 *    taxes + serviceFee − globalPointsEquivalentAmount`. No amount is negative: discounts are
 *    capped by what they discount and points by N.
 */
export function priceCart<P = never>(input: PriceCartInput<P>): PriceCartResult<P> {
  const { store } = input;
  const taxConfigs =
    input.taxConfigs instanceof Map
      ? (input.taxConfigs as ReadonlyMap<string, TaxRate>)
      : new Map((input.taxConfigs as readonly PricingTaxConfig[]).map((config) => [config.id, config]));
  // Items usually share the store's list: resolve each list of ids once per call.
  const ratesByIds = new Map<readonly string[], TaxRate[]>();
  const ratesOf = (item: PricingItem): TaxRate[] => {
    const ids = effectiveTaxConfigIds(item.productTaxConfigs, store.id, store.taxConfigIds);
    let rates = ratesByIds.get(ids);
    if (!rates) {
      rates = taxRatesFor(ids, taxConfigs);
      ratesByIds.set(ids, rates);
    }
    return rates;
  };

  // 1. Amounts.
  let subAmountProducts = 0;
  let addonsAmount = 0;
  let eligibility = 0;
  const amounts: LineAmounts[] = input.lines.map((line) => {
    assertQuantity(line.quantity, `Line ${line.id}'s quantity`);
    assertCents(line.product.priceCents, `Product ${line.product.id}'s price`);
    const kind = line.kind ?? 'NORMAL';
    const totalAmountCents = line.quantity * line.product.priceCents;
    subAmountProducts += totalAmountCents;
    if (kind === 'NORMAL') eligibility += totalAmountCents;
    const addons = (line.addons ?? []).map((entry) => {
      assertQuantity(entry.quantity, `Add-on ${entry.addon.id}'s quantity`);
      assertCents(entry.addon.priceCents, `Add-on ${entry.addon.id}'s price`);
      const total = line.quantity * entry.quantity * entry.addon.priceCents;
      addonsAmount += total;
      return {
        addonId: entry.addon.id,
        unitPriceCents: entry.addon.priceCents,
        quantity: entry.quantity,
        totalAmountCents: total,
      };
    });
    return {
      lineId: line.id,
      kind,
      productId: line.product.id,
      unitPriceCents: line.product.priceCents,
      quantity: line.quantity,
      totalAmountCents,
      promotionId: line.promotionId ?? null,
      addons,
    };
  });
  const subAmount = subAmountProducts + addonsAmount;

  // 2. Discounts.
  const stage = (input.discounts ?? noDiscounts) as DiscountStage<P>;
  const outcome = stage({
    storeId: store.id,
    lines: amounts,
    eligibilityAmountCents: eligibility,
    subAmountCents: subAmount,
  });
  const discounts = collectDiscounts(amounts, outcome.lineDiscounts);

  // 3–4. Per-line taxes and their sums.
  const taxGroups = new Map<string, AppliedTaxCents>();
  let discountAmount = 0;
  let numberOfItems = 0;
  let cartItemCount = 0;
  const items: PricedLine[] = input.lines.map((line, index) => {
    const lineAmounts = amounts[index] as LineAmounts;
    const discount = discounts.get(line.id);
    const productDiscount = discount?.product ?? 0;
    const appliedTaxes = applyTaxes(lineAmounts.totalAmountCents - productDiscount, ratesOf(line.product));
    addTaxes(taxGroups, appliedTaxes);
    discountAmount += productDiscount;
    let totalAddonAmount = 0;
    const addons = (line.addons ?? []).map((entry, i): PricedAddon => {
      const total = (lineAmounts.addons[i] as LineAmounts['addons'][number]).totalAmountCents;
      const addonDiscount = discount?.addons[i] ?? 0;
      const taxes = applyTaxes(total - addonDiscount, ratesOf(entry.addon));
      addTaxes(taxGroups, taxes);
      totalAddonAmount += total;
      discountAmount += addonDiscount;
      return {
        addonId: entry.addon.id,
        name: entry.addon.name,
        addonGroupId: entry.addonGroupId ?? null,
        unitPriceCents: entry.addon.priceCents,
        quantity: entry.quantity,
        totalAmountCents: total,
        totalDiscountAmountCents: addonDiscount,
        appliedTaxes: taxes,
      };
    });
    numberOfItems += line.quantity;
    if (lineAmounts.kind !== 'PICK') cartItemCount += 1;
    return {
      id: line.id,
      kind: lineAmounts.kind,
      productId: line.product.id,
      name: line.product.name,
      image: line.product.image ?? null,
      unitPriceCents: line.product.priceCents,
      quantity: line.quantity,
      instruction: line.instruction ?? '',
      totalAmountCents: lineAmounts.totalAmountCents,
      totalAddonAmountCents: totalAddonAmount,
      totalDiscountAmountCents: productDiscount,
      appliedTaxes,
      addons,
      isFreeItem: lineAmounts.kind === 'PICK',
      isRedeem: lineAmounts.kind === 'REDEEM',
      appliedPromotionId: lineAmounts.promotionId ?? discount?.promotionId ?? null,
    };
  });
  const appliedTaxes = [...taxGroups.values()];
  const taxAmount = sumTaxes(appliedTaxes);

  // 5. Service fee and earned points on N.
  const net = subAmount - discountAmount;
  const serviceFee = serviceFeeCents(net, input.serviceFee ?? DEFAULT_SERVICE_FEE);

  // 6. Global points.
  const pointsUsed = input.globalPoints?.used ?? 0;
  if (input.globalPoints) {
    const problem = checkGlobalPoints(pointsUsed, net, input.globalPoints.balance);
    if (problem) return refuse(problem);
  }
  const pointsEquivalent = globalPointsEquivalentCents(pointsUsed);

  // 7. Delivery.
  let delivery: PricedDelivery | null = null;
  if (input.delivery) {
    delivery = priceDelivery({
      rules: input.delivery.rules,
      distanceKm: input.delivery.distanceKm,
      amountCents: net,
      storeTaxConfigIds: store.taxConfigIds,
      taxConfigs,
    });
    if (!delivery) return refuse('DELIVERY_RULE_NOT_FOUND');
  }

  // 8. Total.
  const totalAmount =
    net + taxAmount + (delivery?.totalDeliveryAmountCents ?? 0) + serviceFee - pointsEquivalent;
  return {
    ok: true,
    cart: {
      storeId: store.id,
      items,
      isCartEmpty: items.length === 0,
      cartItemCount,
      numberOfItems,
      eligibilityAmountCents: eligibility,
      subAmountProductsCents: subAmountProducts,
      subAmountCents: subAmount,
      discountAmountCents: discountAmount,
      appliedTaxes,
      taxAmountCents: taxAmount,
      serviceFeeCents: serviceFee,
      delivery,
      globalPointsUsed: pointsUsed,
      globalPointsEquivalentAmountCents: pointsEquivalent,
      earnedGlobalPoints: earnedGlobalPoints(net),
      totalAmountCents: totalAmount,
      appliedPromotions: [...outcome.appliedPromotions],
    },
  };
}
